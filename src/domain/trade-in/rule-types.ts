/**
 * Shapes and field names of trade-in rules (site.md sections 3, 4 and 5). Kept apart from the
 * evaluator so the save-time validator can share them without an import cycle.
 */
import type { RuleScalar } from './rule-compare'

export type { RuleScalar } from './rule-compare'

export const OPERATORS = ['<', '<=', '>', '>=', '==', '=', '!=', 'in', 'not_in', 'includes'] as const
export type Operator = (typeof OPERATORS)[number]

export type Rule = { field: string; operator: Operator; value: RuleScalar | RuleScalar[]; label?: string }
export type RuleGroup = { all: Array<Rule | RuleGroup>; label?: string }
export type OfferRule = Rule | RuleGroup

export const VEHICLE_FIELDS = [
  'make',
  'model',
  'model_year',
  'mileage',
  'series',
  'style',
  'class_name',
  'transmission',
  'drivetrain',
  'city_mpg',
  'hwy_mpg',
  'base_hp',
  'torque',
  'ext_doors',
  'fuel_type',
] as const
export const COMPUTED_FIELDS = ['vehicleAgeYears', 'cashNowValue', 'baseValue'] as const
export const ANSWER_PREFIX = 'answers.'

export type TraceKind =
  | 'base'
  | 'deduction'
  | 'rule'
  | 'adjustment'
  | 'fallback'
  | 'recondition'
  | 'advertising'
  | 'reserve'
  | 'profitShare'
  | 'payment'
  | 'expiry'
  | 'skip'
  | 'error'
/** One line an editor reads in the admin: what fired, and for money steps the signed dollar amount. */
export type TraceEntry = { kind: TraceKind; name: string; amount?: number; detail?: string }

export type RuleContext = {
  /** Vehicle fields and computed values by name. */
  values: Readonly<Record<string, unknown>>
  /** Visible answers by question id. */
  answers: Readonly<Record<string, unknown>>
}
export type RuleResult = { matched: boolean; trace: TraceEntry[] }

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isGroup(value: unknown): value is RuleGroup {
  return isRecord(value) && 'all' in value
}
