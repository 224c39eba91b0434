/**
 * Save-time checks for rules typed by editors (site.md section 5 operators). The admin refuses a rule
 * with a message such as 'Rule 3 "Typo": unknown field "foo"'; evaluation still tolerates anything stored.
 */
import { isScalar, show, toNumber } from './rule-compare'
import { ANSWER_PREFIX, COMPUTED_FIELDS, OPERATORS, VEHICLE_FIELDS, isGroup, isRecord } from './rule-types'

export type RuleValidation = { ok: true } | { ok: false; message: string }
export type RulesValidation = { ok: true } | { ok: false; messages: string[] }

const NUMERIC_OPERATORS: readonly string[] = ['<', '<=', '>', '>=']
const LIST_OPERATORS: readonly string[] = ['in', 'not_in']

/** Every field a rule may name: vehicle fields, computed values and `answers.<id>` of known questions. */
export function ruleFields(questionIds: readonly string[]): string[] {
  return [...VEHICLE_FIELDS, ...COMPUTED_FIELDS, ...questionIds.map((id) => `${ANSWER_PREFIX}${id}`)]
}

function valueProblem(operator: string, value: unknown): string | null {
  if (NUMERIC_OPERATORS.includes(operator)) {
    return toNumber(value) === null ? `operator "${operator}" needs a number, got ${show(value)}` : null
  }
  if (LIST_OPERATORS.includes(operator)) {
    const fine = Array.isArray(value) && value.length > 0 && value.every(isScalar)
    return fine ? null : `operator "${operator}" needs a non-empty list of values`
  }
  return isScalar(value) ? null : `operator "${operator}" needs a single value, got ${show(value)}`
}

function problem(rule: unknown, knownFields: readonly string[]): string | null {
  if (!isRecord(rule)) return 'must be an object with field, operator and value'
  if (typeof rule.field !== 'string' || !knownFields.includes(rule.field)) return `unknown field ${show(rule.field)}`
  if (typeof rule.operator !== 'string' || !(OPERATORS as readonly string[]).includes(rule.operator)) {
    return `unknown operator ${show(rule.operator)}`
  }
  return valueProblem(rule.operator, rule.value)
}

function labelOf(rule: unknown): string {
  return isRecord(rule) && typeof rule.label === 'string' ? rule.label.trim() : ''
}

/**
 * Checks one rule or group. `position` is the 1-based number used in the message; parts of a group
 * read "Rule 3.2". The editor's label, when the rule (or its group) has one, follows the number so
 * the message says which rule: 'Rule 3 "Mileage at least 160000": unknown field "milage"'.
 */
/** How messages name a rule: 'Rule 3 "Mileage at least 160000"', or 'Rule 3' without a label. */
export function ruleName(position: number | string, label?: string | null): string {
  const text = label?.trim()
  return text ? `Rule ${position} "${text}"` : `Rule ${position}`
}

export function validateRule(
  rule: unknown,
  knownFields: readonly string[],
  position: number | string = 1,
  label = labelOf(rule),
): RuleValidation {
  const name = ruleName(position, label)
  if (isGroup(rule)) {
    if (!Array.isArray(rule.all) || rule.all.length === 0) {
      return { ok: false, message: `${name}: group needs at least one rule` }
    }
    for (const [i, part] of rule.all.entries()) {
      const result = validateRule(part, knownFields, `${position}.${i + 1}`, labelOf(part) || label)
      if (!result.ok) return result
    }
    return { ok: true }
  }
  const message = problem(rule, knownFields)
  return message === null ? { ok: true } : { ok: false, message: `${name}: ${message}` }
}

/** Checks a whole list and reports every bad rule, numbered from 1. */
export function validateRules(rules: unknown, knownFields: readonly string[]): RulesValidation {
  if (!Array.isArray(rules)) return { ok: false, messages: ['Rules must be a list'] }
  const messages = rules
    .map((rule, i) => validateRule(rule, knownFields, i + 1))
    .flatMap((r) => (r.ok ? [] : [r.message]))
  return messages.length === 0 ? { ok: true } : { ok: false, messages }
}
