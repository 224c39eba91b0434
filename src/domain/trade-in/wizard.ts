/**
 * The order of the questionnaire's steps (issue 7): identify the vehicle, then one step per
 * question category that has a visible question (site.md section 4: conditional reveal), then
 * contact details, then the offer. Categories whose questions are all hidden are skipped; visible
 * questions that no category lists are appended to the last category so none is lost.
 */
import { visibleQuestions, type Answers, type Question, type QuestionCategory } from './questionnaire'

export type WizardStep =
  | { kind: 'vehicle' }
  | { kind: 'category'; category: QuestionCategory; questions: Question[] }
  | { kind: 'contact' }
  | { kind: 'offer' }

export function wizardSteps(
  questions: readonly Question[],
  categories: readonly QuestionCategory[],
  answers: Answers,
): WizardStep[] {
  const visible = visibleQuestions(questions, answers)
  const byId = new Map(visible.map((q) => [q.questionId, q]))
  const listed = new Set(categories.flatMap((c) => c.questionsIds))
  const orphans = visible.filter((q) => !listed.has(q.questionId))
  const steps: WizardStep[] = [{ kind: 'vehicle' }]
  categories.forEach((category, index) => {
    const own = category.questionsIds.map((id) => byId.get(id)).filter((q): q is Question => Boolean(q))
    const extra = index === categories.length - 1 ? orphans : []
    const all = [...own, ...extra]
    if (all.length) steps.push({ kind: 'category', category, questions: all })
  })
  if (categories.length === 0 && orphans.length) {
    steps.push({
      kind: 'category',
      category: {
        categoryId: 'questions',
        categoryTitle: 'About your vehicle',
        categoryDescription: '',
        questionsIds: [],
      },
      questions: orphans,
    })
  }
  steps.push({ kind: 'contact' }, { kind: 'offer' })
  return steps
}

/** Answers to questions that are no longer visible are dropped before pricing. */
export function keepVisibleAnswers(questions: readonly Question[], answers: Answers): Record<string, unknown> {
  const ids = new Set(visibleQuestions(questions, answers).map((q) => q.questionId))
  return Object.fromEntries(
    Object.entries(answers).filter(([id, value]) => ids.has(id) && value !== '' && value !== undefined),
  )
}
