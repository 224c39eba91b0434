import type { Cents, Percent } from '@/domain/money'

/**
 * Level monthly payment of a fully amortizing loan, in fractional cents (the caller rounds once):
 * P * r / (1 - (1 + r)^-n) with r = APR / 12. At 0 percent the formula divides by zero, and the
 * right answer is simply the principal spread evenly over the term.
 */
export function exactMonthlyPayment(principal: Cents, apr: Percent, termMonths: number): number {
  if (principal <= 0 || termMonths <= 0) return 0
  const r = apr / 100 / 12
  if (r === 0) return principal / termMonths
  return (principal * r) / (1 - Math.pow(1 + r, -termMonths))
}
