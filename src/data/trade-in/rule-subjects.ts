import type { PayloadRequest } from 'payload'
import { ruleSubjects, type RuleSubject, type SubjectQuestion } from '@/domain/trade-in/rule-subjects'

/**
 * The rule subjects of the latest (draft) questionnaire, inside the request's transaction, for the
 * save-time checks of rules (issue 20). `editing` is a question being saved: its new text and
 * answers count instead of the stored ones.
 */
export async function loadRuleSubjects(
  req: PayloadRequest,
  editing?: SubjectQuestion & { id?: number | string },
): Promise<RuleSubject[]> {
  const { docs } = await req.payload.find({
    collection: 'trade-in-questions',
    depth: 0,
    pagination: false,
    draft: true,
    sort: 'sortOrder',
    select: { questionId: true, text: true, inputType: true, answers: { label: true, value: true } },
    req,
  })
  const questions: SubjectQuestion[] = docs.map((d) => ({
    questionId: String(d.questionId),
    text: d.text,
    inputType: d.inputType,
    answers: d.answers,
  }))
  if (!editing) return ruleSubjects(questions)
  const others = questions.filter(
    (q, i) => q.questionId !== editing.questionId && (editing.id === undefined || docs[i].id !== editing.id),
  )
  return ruleSubjects([...others, editing])
}
