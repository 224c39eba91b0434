import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import type { RuleRow } from '@/domain/trade-in/editor-rules'
import { ruleRowProblems } from '@/domain/trade-in/rule-references'
import { loadRuleSubjects } from '@/data/trade-in/rule-subjects'

type AnswerRow = { label?: string; value?: string; deductions?: { rules?: RuleRow[] }[] }

/**
 * Refuses a deduction rule the engine could not evaluate (unknown field, bad operator), naming the
 * answer and rule, so a manager's typo never silently turns a deduction off (issue 7); when
 * publishing, also a rule that tests a deleted question or answer (issue 20; a draft may keep it).
 */
export const validateQuestionRules: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  // A partial update (no answers sent) keeps, and so publishes, the stored answers and their rules.
  const answers = (data?.answers ?? originalDoc?.answers ?? []) as AnswerRow[]
  const questionId = String(data?.questionId ?? originalDoc?.questionId ?? '')
  const subjects = await loadRuleSubjects(req, {
    id: originalDoc?.id,
    questionId,
    text: String(data?.text ?? originalDoc?.text ?? ''),
    inputType: String(data?.inputType ?? originalDoc?.inputType ?? 'radio'),
    answers: answers.map((a) => ({ label: a.label, value: a.value })),
  })
  const publishing = data?._status !== 'draft'
  const errors: { message: string; path: string }[] = []
  answers.forEach((answer, a) => {
    ;(answer.deductions ?? []).forEach((deduction, d) => {
      for (const message of ruleRowProblems(deduction.rules, subjects, publishing)) {
        errors.push({
          path: `answers.${a}.deductions.${d}.rules`,
          message: `Answer "${answer.label ?? a + 1}", deduction ${d + 1}: ${message}`,
        })
      }
    })
  })
  if (errors.length) throw new ValidationError({ collection: 'trade-in-questions', errors })
  return data
}
