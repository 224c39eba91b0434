/**
 * Trade-in questionnaire (site.md section 3 "Trade-in question", "Question category"; section 4
 * "Trade-in questionnaire"). A question is revealed when the question its condition names is itself
 * visible and was answered with one of the listed values. Answers to hidden questions are stale form
 * state: validation ignores them and pricing never sees them.
 */
import type { Rule, RuleGroup } from './rule-types'
import { isRecord } from './rule-types'
import { parsePriceAnswer } from '../money'

export const INPUT_TYPES = ['radio', 'checkbox', 'select', 'price', 'textarea'] as const
export type InputType = (typeof INPUT_TYPES)[number]

/**
 * One price change for an answer (site.md section 3: "A deduction has percent or amount, a logic
 * operation and rules"). An answer carries a list; the first deduction whose rules match applies
 * ('and' = all rules, 'or' = any; no rules = always). Amounts are dollars off; percents are of the
 * base value.
 */
export type Deduction = {
  amount?: number
  percent?: number
  logic?: 'and' | 'or'
  rules?: Array<Rule | RuleGroup>
}
export type QuestionAnswer = { label: string; value: string; description?: string; deduction?: Deduction[] }
export type QuestionCondition = { questionId: string; answers: string[] }
export type Question = {
  questionId: string
  text: string
  inputType: InputType
  required: boolean
  condition?: QuestionCondition
  answers: QuestionAnswer[]
}
export type QuestionCategory = {
  categoryId: string
  categoryTitle: string
  categoryDescription: string
  questionsIds: string[]
}
export type Questionnaire = { questions: Question[]; categories: QuestionCategory[] }

/** Radio/select: one value; checkbox: a list; price: number or numeric text; textarea: text. */
export type AnswerValue = string | number | string[]
export type Answers = Readonly<Record<string, unknown>>

/** site.md section 5 field message for required fields. */
export const REQUIRED_MESSAGE = 'This field is required'
export const UNKNOWN_ANSWER_MESSAGE = 'Choose one of the listed answers.'
export const ONE_ANSWER_MESSAGE = 'Choose one answer.'
export const PRICE_MESSAGE = 'Enter an amount in dollars, for example 12500.'
export const TEXT_MESSAGE = 'Enter text.'
export const UNKNOWN_QUESTION_MESSAGE = 'Unknown question.'

function answerOf(answers: Answers, id: string): unknown {
  return Object.hasOwn(answers, id) ? answers[id] : undefined
}

/**
 * Values picked for a question, as a list: a checkbox holds several, radio and select exactly one
 * text value (a list there is invalid input and picks nothing).
 */
export function pickedValues(question: Question, value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (question.inputType === 'checkbox' && Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string')
  return []
}

/** Questions shown for the current answers, in questionnaire order (site.md section 4). */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const byId = new Map(questions.map((q) => [q.questionId, q]))
  const memo = new Map<string, boolean>()
  const visiting = new Set<string>()
  const isVisible = (q: Question): boolean => {
    const known = memo.get(q.questionId)
    if (known !== undefined) return known
    if (visiting.has(q.questionId)) return false // a condition cycle reveals nothing
    visiting.add(q.questionId)
    let visible = true
    if (isRecord(q.condition)) {
      const parent = byId.get(q.condition.questionId)
      const wanted = Array.isArray(q.condition.answers) ? q.condition.answers : []
      visible =
        parent !== undefined &&
        isVisible(parent) &&
        pickedValues(parent, answerOf(answers, parent.questionId)).some((v) => wanted.includes(v))
    }
    visiting.delete(q.questionId)
    memo.set(q.questionId, visible)
    return visible
  }
  return questions.filter(isVisible)
}

/** Only the answers of visible questions, the input pricing and rules see. */
export function visibleAnswers(questions: readonly Question[], answers: Answers): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const q of visibleQuestions(questions, answers)) {
    const value = answerOf(answers, q.questionId)
    if (value !== undefined) out[q.questionId] = value
  }
  return out
}

/** site.md section 5: null, blank text, number 0 and an empty object (or list) count as empty. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === 0) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return isRecord(value) && Object.keys(value).length === 0
}

function answerProblem(q: Question, value: unknown): string | null {
  const allowed = (q.answers ?? []).map((a) => a.value)
  switch (q.inputType) {
    case 'radio':
    case 'select':
      if (Array.isArray(value)) return ONE_ANSWER_MESSAGE
      return typeof value === 'string' && allowed.includes(value) ? null : UNKNOWN_ANSWER_MESSAGE
    case 'checkbox': {
      const list: unknown[] = Array.isArray(value) ? value : [value]
      return list.every((v) => typeof v === 'string' && allowed.includes(v)) ? null : UNKNOWN_ANSWER_MESSAGE
    }
    case 'price':
      return parsePriceAnswer(value) === null ? PRICE_MESSAGE : null
    case 'textarea':
      return typeof value === 'string' ? null : TEXT_MESSAGE
    default:
      return UNKNOWN_ANSWER_MESSAGE
  }
}

export type AnswerValidation = { ok: true } | { ok: false; errors: Record<string, string> }

/**
 * Field errors keyed by question id: answers to questions that do not exist, required visible
 * questions left empty, answers outside the listed values, and price answers that are not amounts.
 */
export function validateAnswers(questions: readonly Question[], answers: Answers): AnswerValidation {
  const errors: Record<string, string> = {}
  const ids = new Set(questions.map((q) => q.questionId))
  for (const id of Object.keys(answers)) if (!ids.has(id)) errors[id] = UNKNOWN_QUESTION_MESSAGE
  for (const q of visibleQuestions(questions, answers)) {
    const value = answerOf(answers, q.questionId)
    if (isEmptyAnswer(value)) {
      if (q.required) errors[q.questionId] = REQUIRED_MESSAGE
      continue
    }
    const problem = answerProblem(q, value)
    if (problem !== null) errors[q.questionId] = problem
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors }
}
