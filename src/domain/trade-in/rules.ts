/**
 * Trade-in rules as data, evaluated purely (ARCHITECTURE convention 3; site.md sections 4 and 5).
 * A rule is { field, operator, value }; a group { all: [...] } matches only when every part matches
 * (site.md section 4: "A rule shown as a group needs all its parts to match").
 *
 * Fields: vehicle fields (site.md section 3 "Trade-in valuation vehicle", plus mileage), computed
 * values (vehicleAgeYears, cashNowValue, baseValue) and answers (`answers.<questionId>`).
 *
 * Stored rules are never trusted: an unknown field, a bad operator or a type mismatch makes the rule
 * a non-match and adds an 'error' trace line; nothing throws. A field with no value (undefined, null,
 * blank text, empty list) is a silent non-match for every operator, `!=` and `not_in` included, so a
 * missing answer never sends a vehicle to bringVehicleIn by itself. Number 0 is a value here (a
 * vehicle of this model year is 0 years old), unlike the form-emptiness rule of site.md section 5.
 */
import { compare, show } from './rule-compare'
import {
  ANSWER_PREFIX,
  COMPUTED_FIELDS,
  OPERATORS,
  VEHICLE_FIELDS,
  isGroup,
  isRecord,
  type RuleContext,
  type RuleGroup,
  type RuleResult,
  type TraceEntry,
  type TraceKind,
} from './rule-types'

export * from './rule-types'
export { validateRule, validateRules, ruleFields } from './rule-validation'

const MAX_GROUP_DEPTH = 4
const KNOWN_PLAIN_FIELDS: readonly string[] = [...VEHICLE_FIELDS, ...COMPUTED_FIELDS]

function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

type Resolved = { known: true; value: unknown } | { known: false }

export function resolveField(field: unknown, ctx: RuleContext): Resolved {
  if (typeof field !== 'string') return { known: false }
  if (field.startsWith(ANSWER_PREFIX) && field.length > ANSWER_PREFIX.length) {
    return { known: true, value: own(ctx.answers, field.slice(ANSWER_PREFIX.length)) }
  }
  return KNOWN_PLAIN_FIELDS.includes(field) ? { known: true, value: own(ctx.values, field) } : { known: false }
}

export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** The editor's label when given, otherwise a readable rendering such as `make in ["Tesla"]`. */
export function describeRule(rule: unknown): string {
  if (isRecord(rule) && typeof rule.label === 'string' && rule.label.trim() !== '') return rule.label
  if (isGroup(rule)) {
    const parts = Array.isArray(rule.all) ? rule.all.map(describeRule) : []
    return `all of (${parts.join(' and ')})`
  }
  if (isRecord(rule)) return `${String(rule.field)} ${String(rule.operator)} ${show(rule.value)}`
  return show(rule)
}

const broken = (name: string, detail: string): RuleResult => ({
  matched: false,
  trace: [{ kind: 'error', name, detail }],
})

function evaluateGroup(group: RuleGroup, ctx: RuleContext, depth: number): RuleResult {
  const name = describeRule(group)
  if (depth >= MAX_GROUP_DEPTH) return broken(name, `groups nest deeper than ${MAX_GROUP_DEPTH} levels`)
  if (!Array.isArray(group.all) || group.all.length === 0) return broken(name, 'group needs at least one rule')
  const parts = group.all.map((part) => evaluateAt(part, ctx, depth + 1))
  return { matched: parts.every((p) => p.matched), trace: parts.flatMap((p) => p.trace) }
}

function evaluateAt(rule: unknown, ctx: RuleContext, depth: number): RuleResult {
  if (isGroup(rule)) return evaluateGroup(rule, ctx, depth)
  const name = describeRule(rule)
  if (!isRecord(rule)) return broken(name, 'rule is not an object with field, operator and value')
  const resolved = resolveField(rule.field, ctx)
  if (!resolved.known) return broken(name, `unknown field ${show(rule.field)}`)
  if (!(OPERATORS as readonly unknown[]).includes(rule.operator))
    return broken(name, `unknown operator ${show(rule.operator)}`)
  if (isMissing(resolved.value)) return { matched: false, trace: [] }
  const result = compare(resolved.value, rule.operator, rule.value)
  return result.ok ? { matched: result.matched, trace: [] } : broken(name, result.message)
}

/** Evaluates one rule or group. Never throws; problems become 'error' trace lines. */
export function evaluateRule(rule: unknown, ctx: RuleContext): RuleResult {
  return evaluateAt(rule, ctx, 0)
}

/**
 * Evaluates every rule of a list (no short-circuit, so the trace names every reason) and reports
 * whether any matched. Each match adds a `kind` trace line named after the rule.
 */
export function anyRuleMatches(rules: unknown, ctx: RuleContext, kind: TraceKind, detail?: string): RuleResult {
  if (rules === undefined || rules === null) return { matched: false, trace: [] }
  if (!Array.isArray(rules)) return broken(`${kind} rules`, 'rules are not a list')
  const trace: TraceEntry[] = []
  let matched = false
  for (const rule of rules) {
    const result = evaluateRule(rule, ctx)
    trace.push(...result.trace)
    if (result.matched) {
      matched = true
      trace.push(detail === undefined ? { kind, name: describeRule(rule) } : { kind, name: describeRule(rule), detail })
    }
  }
  return { matched, trace }
}
