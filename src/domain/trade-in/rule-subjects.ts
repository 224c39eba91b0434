/**
 * What a trade-in rule can test, in the words a manager reads (issue 20, "Rule editor with
 * pickers"). One catalogue serves the admin's pickers and the save-time checks: vehicle facts the
 * trade-in form asks (Mileage, Model year, Make ...), values the engine computes (Vehicle age in
 * years, Cash offer before adjustments ...) and every questionnaire question by its text.
 *
 * The stored rule keeps its identifiers (`mileage`, `vehicleAgeYears`, `answers.200`, answer values
 * such as `yes`); only the editor shows labels. Each subject has a type, and the operators offered
 * fit it: numbers compare, text and single answers match, several-answer questions include.
 */
import { ANSWER_PREFIX, type Operator } from './rule-types'

export type SubjectType = 'number' | 'text' | 'question'
export type SubjectGroup = 'vehicle' | 'computed' | 'question' | 'other'
export type SubjectAnswer = { value: string; label: string }
export type RuleSubject = {
  /** The stored identifier: `mileage`, `vehicleAgeYears`, `answers.200`. */
  id: string
  label: string
  group: SubjectGroup
  type: SubjectType
  /** Question subjects: the answers a shopper can pick, as stored value and label. */
  answers?: SubjectAnswer[]
  /** A checkbox question: the shopper picks several answers, so rules ask what the picks include. */
  multiple?: boolean
}

/** A trade-in question as the catalogue needs it (the admin document, or the domain's Question). */
export type SubjectQuestion = {
  questionId: string
  text: string
  inputType: string
  answers?: ReadonlyArray<{ label?: string | null; value?: string | null }> | null
}

export const SUBJECT_GROUP_LABELS: Readonly<Record<SubjectGroup, string>> = {
  vehicle: 'Vehicle',
  computed: 'Computed values',
  question: 'Questionnaire',
  other: 'Other vehicle details (from a valuation feed; the trade-in form does not ask them)',
}

/** Vehicle facts the trade-in form sends (src/services/trade-in/quote.ts), in the form's order. */
const VEHICLE_SUBJECTS: readonly RuleSubject[] = [
  { id: 'model_year', label: 'Model year', group: 'vehicle', type: 'number' },
  { id: 'make', label: 'Make', group: 'vehicle', type: 'text' },
  { id: 'model', label: 'Model', group: 'vehicle', type: 'text' },
  { id: 'series', label: 'Trim', group: 'vehicle', type: 'text' },
  { id: 'style', label: 'Body style', group: 'vehicle', type: 'text' },
  { id: 'mileage', label: 'Mileage', group: 'vehicle', type: 'number' },
]

/** Computed by the engine (offer.ts, "Pricing formula"). */
const COMPUTED_SUBJECTS: readonly RuleSubject[] = [
  { id: 'vehicleAgeYears', label: 'Vehicle age in years', group: 'computed', type: 'number' },
  { id: 'baseValue', label: 'Market value before deductions', group: 'computed', type: 'number' },
  { id: 'cashNowValue', label: 'Cash offer before adjustments', group: 'computed', type: 'number' },
]

/**
 * Vehicle fields of site.md section 3 that a valuation feed may carry but the trade-in form does not
 * ask: rules on them stay valid, and the pickers say that they never match a form's vehicle.
 */
const OTHER_SUBJECTS: readonly RuleSubject[] = [
  { id: 'class_name', label: 'Vehicle class', group: 'other', type: 'text' },
  { id: 'transmission', label: 'Transmission', group: 'other', type: 'text' },
  { id: 'drivetrain', label: 'Drivetrain', group: 'other', type: 'text' },
  { id: 'fuel_type', label: 'Fuel type', group: 'other', type: 'text' },
  { id: 'city_mpg', label: 'City MPG', group: 'other', type: 'number' },
  { id: 'hwy_mpg', label: 'Highway MPG', group: 'other', type: 'number' },
  { id: 'base_hp', label: 'Horsepower', group: 'other', type: 'number' },
  { id: 'torque', label: 'Torque', group: 'other', type: 'number' },
  { id: 'ext_doors', label: 'Doors', group: 'other', type: 'number' },
]

const CHOICE_INPUTS: readonly string[] = ['radio', 'select', 'checkbox']

export function questionSubject(question: SubjectQuestion): RuleSubject {
  const id = `${ANSWER_PREFIX}${question.questionId}`
  const label = question.text?.trim() || `Question ${question.questionId}`
  if (question.inputType === 'price') return { id, label, group: 'question', type: 'number' }
  if (!CHOICE_INPUTS.includes(question.inputType)) return { id, label, group: 'question', type: 'text' }
  const answers = (question.answers ?? [])
    .filter((a): a is { label?: string | null; value: string } => typeof a.value === 'string' && a.value.trim() !== '')
    .map((a) => ({ value: a.value, label: a.label?.trim() || a.value }))
  return { id, label, group: 'question', type: 'question', answers, multiple: question.inputType === 'checkbox' }
}

/** Every subject a rule may test: vehicle facts, computed values, the questions in their order, other vehicle details. */
export function ruleSubjects(questions: readonly SubjectQuestion[]): RuleSubject[] {
  return [...VEHICLE_SUBJECTS, ...COMPUTED_SUBJECTS, ...questions.map(questionSubject), ...OTHER_SUBJECTS]
}

export function findSubject(subjects: readonly RuleSubject[], id: string | null | undefined): RuleSubject | undefined {
  const key = (id ?? '').trim()
  return subjects.find((s) => s.id === key)
}

export type OperatorChoice = { value: Operator; label: string }

const NUMBER_OPERATORS: readonly OperatorChoice[] = [
  { value: '>=', label: 'is at least' },
  { value: '>', label: 'is more than' },
  { value: '<=', label: 'is at most' },
  { value: '<', label: 'is less than' },
  { value: '==', label: 'is' },
  { value: '!=', label: 'is not' },
]
const TEXT_OPERATORS: readonly OperatorChoice[] = [
  { value: '==', label: 'is' },
  { value: '!=', label: 'is not' },
  { value: 'in', label: 'is one of' },
  { value: 'not_in', label: 'is none of' },
  { value: 'includes', label: 'contains' },
]
const ANSWER_OPERATORS: readonly OperatorChoice[] = [
  { value: '==', label: 'is' },
  { value: '!=', label: 'is not' },
  { value: 'in', label: 'is one of' },
  { value: 'not_in', label: 'is none of' },
]
const ANSWERS_OPERATORS: readonly OperatorChoice[] = [
  { value: 'includes', label: 'includes' },
  { value: 'in', label: 'includes any of' },
  { value: 'not_in', label: 'includes none of' },
]

/** Words for every operator, for stored rules whose operator is not among the subject's choices. */
const ANY_OPERATOR: Readonly<Record<Operator, string>> = {
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
  '==': 'is',
  '=': 'is',
  '!=': 'is not',
  in: 'is one of',
  not_in: 'is none of',
  includes: 'contains',
}

/** The operators that fit a subject, first the one a new condition starts with. Unknown subject: all. */
export function operatorsFor(subject: RuleSubject | undefined): readonly OperatorChoice[] {
  if (!subject)
    return (Object.entries(ANY_OPERATOR) as Array<[Operator, string]>)
      .filter(([op]) => op !== '=')
      .map(([value, label]) => ({ value, label }))
  if (subject.type === 'number') return NUMBER_OPERATORS
  if (subject.type === 'text') return TEXT_OPERATORS
  return subject.multiple ? ANSWERS_OPERATORS : ANSWER_OPERATORS
}

export function operatorLabel(subject: RuleSubject | undefined, operator: string | null | undefined): string {
  const op = (operator ?? '') as Operator
  return operatorsFor(subject).find((o) => o.value === op)?.label ?? ANY_OPERATOR[op] ?? (operator || '?')
}

const LIST_OPERATORS: readonly string[] = ['in', 'not_in']
export const isListOperator = (operator: string | null | undefined): boolean => LIST_OPERATORS.includes(operator ?? '')

/** The value as stored (text; lists comma-separated, editor-rules.ts) split into its parts. */
export function splitValue(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}
export const joinValues = (values: readonly string[]): string => values.join(', ')

/** Stored answer values of a condition that its question no longer lists (deleted or renamed answers). */
export function missingAnswers(subject: RuleSubject | undefined, value: string | null | undefined): string[] {
  if (!subject || subject.type !== 'question') return []
  const known = new Set((subject.answers ?? []).map((a) => a.value.toLowerCase()))
  return splitValue(value).filter((v) => !known.has(v.toLowerCase()))
}

export type SubjectState = 'known' | 'deleted-question' | 'unknown' | 'empty'

/** Whether a stored subject is in the catalogue, a question that was deleted, or not a subject at all. */
export function subjectState(subjects: readonly RuleSubject[], id: string | null | undefined): SubjectState {
  const key = (id ?? '').trim()
  if (key === '') return 'empty'
  if (findSubject(subjects, key)) return 'known'
  return key.startsWith(ANSWER_PREFIX) ? 'deleted-question' : 'unknown'
}

export type ConditionText = { field?: string | null; operator?: string | null; value?: string | null }

/** A condition in words: 'Has the vehicle been in an accident? is Yes', 'Mileage is at least 160000'. */
export function describeCondition(subjects: readonly RuleSubject[], condition: ConditionText): string {
  const subject = findSubject(subjects, condition.field)
  const state = subjectState(subjects, condition.field)
  const who =
    subject?.label ??
    (state === 'deleted-question'
      ? 'A deleted question'
      : state === 'empty'
        ? '(no subject)'
        : `Unknown subject "${condition.field}"`)
  const value =
    subject?.type === 'question'
      ? splitValue(condition.value)
          .map(
            (v) =>
              subject.answers?.find((a) => a.value.toLowerCase() === v.toLowerCase())?.label ??
              `a deleted answer "${v}"`,
          )
          .join(', ')
      : (condition.value ?? '').trim()
  return `${who} ${operatorLabel(subject, condition.operator)} ${value}`.trim()
}

/** A deduction's trace name in words: 'Question 200: Yes' -> 'Has the vehicle been in an accident?: Yes'. */
export function readableTraceName(subjects: readonly RuleSubject[], name: string): string {
  const match = /^Question (\S+): (.*)$/.exec(name)
  const subject = match ? findSubject(subjects, `${ANSWER_PREFIX}${match[1]}`) : undefined
  return match && subject ? `${subject.label}: ${match[2]}` : name
}
