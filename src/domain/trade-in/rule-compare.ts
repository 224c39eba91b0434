/**
 * Operator semantics for questionnaire and offer rules (site.md section 5: <, <=, >, >=, ==, =, !=,
 * in, not_in, includes). Stored rules are data typed by editors, so nothing here throws: a type
 * mismatch is a value ({ ok: false, message }) the engine turns into a non-match plus a trace line.
 *
 * - Numbers and numeric text compare as numbers ("2015" == 2015), because valuation feeds send years
 *   and mileage as text.
 * - Text compares trimmed and case-insensitively ("TESLA" == "Tesla").
 * - `=` is a synonym of `==`; `!=` is its negation.
 * - `in` / `not_in` need a non-empty list; a list on the left (checkbox answers) matches `in` when any
 *   of its entries is listed, and `not_in` when none is.
 * - `includes` asks whether a list holds a value, or a text holds a fragment.
 */
export type RuleScalar = string | number | boolean
export type Comparison = { ok: true; matched: boolean } | { ok: false; message: string }

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim())
  return null
}

export function isScalar(value: unknown): value is RuleScalar {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  )
}

export function looseEquals(a: unknown, b: unknown): boolean {
  const na = toNumber(a)
  const nb = toNumber(b)
  if (na !== null && nb !== null) return na === nb
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase()
  return typeof a === 'boolean' && a === b
}

export function show(value: unknown): string {
  if (value === undefined) return 'nothing'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

const ok = (matched: boolean): Comparison => ({ ok: true, matched })
const fail = (message: string): Comparison => ({ ok: false, message })

function numeric(operator: string, actual: unknown, expected: unknown): Comparison {
  const b = toNumber(expected)
  if (b === null) return fail(`operator "${operator}" needs a number, got ${show(expected)}`)
  const a = toNumber(actual)
  if (a === null) return fail(`operator "${operator}" cannot compare ${show(actual)} with a number`)
  if (operator === '<') return ok(a < b)
  if (operator === '<=') return ok(a <= b)
  if (operator === '>') return ok(a > b)
  return ok(a >= b)
}

function equality(operator: string, actual: unknown, expected: unknown): Comparison {
  if (!isScalar(expected)) return fail(`operator "${operator}" needs a single value, got ${show(expected)}`)
  if (!isScalar(actual)) return fail(`operator "${operator}" cannot compare ${show(actual)}; use "includes" for lists`)
  const equal = looseEquals(actual, expected)
  return ok(operator === '!=' ? !equal : equal)
}

function membership(operator: string, actual: unknown, expected: unknown): Comparison {
  if (!Array.isArray(expected) || expected.length === 0 || !expected.every(isScalar)) {
    return fail(`operator "${operator}" needs a non-empty list of values, got ${show(expected)}`)
  }
  const values: unknown[] = Array.isArray(actual) ? actual : [actual]
  if (!values.every(isScalar)) return fail(`operator "${operator}" cannot compare ${show(actual)}`)
  const hit = values.some((v) => expected.some((e) => looseEquals(v, e)))
  return ok(operator === 'in' ? hit : !hit)
}

function includes(actual: unknown, expected: unknown): Comparison {
  if (!isScalar(expected)) return fail(`operator "includes" needs a single value, got ${show(expected)}`)
  if (Array.isArray(actual)) return ok(actual.some((v) => looseEquals(v, expected)))
  if (typeof actual === 'string') return ok(actual.toLowerCase().includes(String(expected).trim().toLowerCase()))
  return fail(`operator "includes" needs a list or text on the left, got ${show(actual)}`)
}

/** Compares a resolved field value with a rule's value. Unknown operators are a value, not a throw. */
export function compare(actual: unknown, operator: unknown, expected: unknown): Comparison {
  switch (operator) {
    case '<':
    case '<=':
    case '>':
    case '>=':
      return numeric(operator, actual, expected)
    case '==':
    case '=':
    case '!=':
      return equality(operator, actual, expected)
    case 'in':
    case 'not_in':
      return membership(operator, actual, expected)
    case 'includes':
      return includes(actual, expected)
    default:
      return fail(`unknown operator ${show(operator)}`)
  }
}
