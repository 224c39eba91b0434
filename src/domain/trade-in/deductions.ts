/**
 * Trade deductions (site.md section 9: "Trade deductions by price threshold 15000: at or above, a
 * flat amount; below, a percent"). Deductions are data on each answer; the threshold lives in each
 * deduction's rules on `baseValue` (the cash-now base value), so editors can retune it per answer.
 * Each selected answer applies at most one deduction: the first whose rules match.
 */
import type { Answers, Deduction, Question } from './questionnaire'
import { pickedValues } from './questionnaire'
import { percentOf, roundHalfAwayFromZero } from '@/domain/money'
import { evaluateRule } from './rules'
import { isRecord, type RuleContext, type TraceEntry } from './rule-types'

export const DEDUCTION_THRESHOLD = 15000

export type DeductionTier = { amount: number } | { percent: number }

/** Two deductions split at `threshold` on the base value: `atOrAbove` for >= threshold, `below` under it. */
export function tiered(atOrAbove: DeductionTier, below: DeductionTier, threshold = DEDUCTION_THRESHOLD): Deduction[] {
  return [
    { ...atOrAbove, logic: 'and', rules: [{ field: 'baseValue', operator: '>=', value: threshold }] },
    { ...below, logic: 'and', rules: [{ field: 'baseValue', operator: '<', value: threshold }] },
  ]
}

type Pick = { deduction: Deduction | null; trace: TraceEntry[] }

/** The first deduction whose rules match ('and': all, 'or': any, none: always). */
export function pickDeduction(deductions: unknown, ctx: RuleContext): Pick {
  if (!Array.isArray(deductions)) return { deduction: null, trace: [] }
  const trace: TraceEntry[] = []
  for (const d of deductions) {
    if (!isRecord(d)) continue
    const rules: unknown[] = Array.isArray(d.rules) ? d.rules : []
    const results = rules.map((r) => evaluateRule(r, ctx))
    trace.push(...results.flatMap((r) => r.trace))
    const matched =
      results.length === 0 || (d.logic === 'or' ? results.some((r) => r.matched) : results.every((r) => r.matched))
    if (matched) return { deduction: d as Deduction, trace }
  }
  return { deduction: null, trace }
}

type Amount = { ok: true; amount: number; detail: string } | { ok: false; detail: string }

/** Dollars one deduction takes off `baseValue`; exactly one of amount and percent must be a number. */
export function deductionAmount(d: Deduction, baseValue: number): Amount {
  const hasAmount = typeof d.amount === 'number' && Number.isFinite(d.amount)
  const hasPercent = typeof d.percent === 'number' && Number.isFinite(d.percent)
  if (hasAmount === hasPercent) return { ok: false, detail: 'deduction needs exactly one of amount or percent' }
  if (hasAmount) return { ok: true, amount: roundHalfAwayFromZero(d.amount as number), detail: `flat ${d.amount}` }
  return { ok: true, amount: percentOf(baseValue, d.percent as number), detail: `${d.percent}% of ${baseValue}` }
}

export type DeductionTotal = { total: number; trace: TraceEntry[] }

/** Sum of the deductions of the given (already visible) answers; trace amounts are negative. */
export function totalDeductions(
  questions: readonly Question[],
  answers: Answers,
  baseValue: number,
  ctx: RuleContext,
): DeductionTotal {
  const trace: TraceEntry[] = []
  let total = 0
  for (const q of questions) {
    if (!Array.isArray(q.answers) || !Object.hasOwn(answers, q.questionId)) continue
    for (const value of pickedValues(q, answers[q.questionId])) {
      const option = q.answers.find((a) => a.value === value)
      if (!option) continue
      const picked = pickDeduction(option.deduction, ctx)
      trace.push(...picked.trace)
      if (!picked.deduction) continue
      const name = `Question ${q.questionId}: ${option.label}`
      const result = deductionAmount(picked.deduction, baseValue)
      if (!result.ok) {
        trace.push({ kind: 'error', name, detail: result.detail })
        continue
      }
      total += result.amount
      trace.push({ kind: 'deduction', name, amount: 0 - result.amount, detail: result.detail })
    }
  }
  return { total, trace }
}
