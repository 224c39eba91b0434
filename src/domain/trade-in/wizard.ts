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

/** The contact step's fields, named as the lead schema names them (site.md section 5). */
const CONTACT_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'phone']

/**
 * The wizard's name for a field the server named (issue 36: errors shown at their fields). The
 * offer request names the vehicle `vehicle.*` and the lead `sellVehicle.*` (its `trim` is the
 * wizard's series); both name an answer `answers.<questionId>`, which the wizard keys by the id.
 * Contact fields and the visit (`visit.date`, `visit.time`) have the same names on both sides.
 */
export function wizardFieldName(field: string): string {
  if (field === 'sellVehicle.trim') return 'vehicle.series'
  if (field.startsWith('sellVehicle.')) return `vehicle.${field.slice('sellVehicle.'.length)}`
  if (field.startsWith('answers.')) return field.slice('answers.'.length)
  return field
}

export function wizardFieldErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [wizardFieldName(field), message]))
}

function stepShows(step: WizardStep, field: string): boolean {
  switch (step.kind) {
    case 'vehicle':
      return field.startsWith('vehicle.')
    case 'category':
      return step.questions.some((q) => q.questionId === field)
    case 'contact':
      return CONTACT_FIELDS.includes(field)
    case 'offer':
      return field.startsWith('visit.')
  }
}

/** The first step that shows one of these fields (wizard names), or -1 when none does. */
export function firstStepWithError(steps: readonly WizardStep[], errors: Readonly<Record<string, string>>): number {
  const fields = Object.keys(errors)
  return steps.findIndex((step) => fields.some((field) => stepShows(step, field)))
}
