/**
 * Rules as managers edit them in the admin: a rule is a labelled list of conditions
 * (field, operator, value typed as text) that must all match (site.md section 4: "A rule shown as a
 * group needs all its parts to match"). These functions turn admin rows into engine rules and back;
 * list operators take comma-separated values, and numeric text becomes a number.
 */
import { OPERATORS, type Operator, type OfferRule, type Rule, isGroup, isRecord } from './rule-types'
import type { RuleScalar } from './rule-compare'

export type ConditionRow = { field?: string | null; operator?: string | null; value?: string | null }
export type RuleRow = { label?: string | null; conditions?: ConditionRow[] | null }

const LIST_OPERATORS: readonly string[] = ['in', 'not_in']

function scalar(text: string): RuleScalar {
  const trimmed = text.trim()
  if (trimmed === 'true') return true
  if (trimmed === 'false') return false
  if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed)
  return trimmed
}

export function parseRuleValue(operator: string, text: string | null | undefined): RuleScalar | RuleScalar[] {
  const raw = text ?? ''
  if (LIST_OPERATORS.includes(operator))
    return raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(scalar)
  return scalar(raw)
}

function formatValue(value: unknown): string {
  return Array.isArray(value)
    ? value.map(String).join(', ')
    : value === undefined || value === null
      ? ''
      : String(value)
}

function conditionToRule(row: ConditionRow): Rule {
  const operator = (row.operator ?? '') as Operator
  return { field: (row.field ?? '').trim(), operator, value: parseRuleValue(operator, row.value) }
}

/** Admin rows -> engine rules. A rule with one condition stays flat; several become a group. */
export function rowsToRules(rows: readonly RuleRow[] | null | undefined): OfferRule[] {
  return (Array.isArray(rows) ? rows : []).map((row) => {
    const conditions = (Array.isArray(row.conditions) ? row.conditions : []).map(conditionToRule)
    const label = row.label?.trim() || undefined
    if (conditions.length === 1) return label ? { ...conditions[0], label } : conditions[0]
    return label ? { all: conditions, label } : { all: conditions }
  })
}

function flatten(rule: unknown): ConditionRow[] {
  if (isGroup(rule)) return rule.all.flatMap(flatten)
  if (!isRecord(rule)) return []
  return [{ field: String(rule.field ?? ''), operator: String(rule.operator ?? ''), value: formatValue(rule.value) }]
}

/** Engine rules -> admin rows (used to seed the admin). Nested groups flatten into one list of conditions. */
export function rulesToRows(rules: readonly unknown[] | null | undefined): RuleRow[] {
  return (rules ?? []).map((rule) => ({
    label: isRecord(rule) && typeof rule.label === 'string' ? rule.label : null,
    conditions: flatten(rule),
  }))
}

export const OPERATOR_OPTIONS: readonly Operator[] = OPERATORS
