import { roundHalfAwayFromZero } from './rounding'

/**
 * A rate in percent, as people say and editors type it: 6.9 means 6.9 percent APR, 6.25 means a
 * 6.25 percent sales tax (site.md section 9 quotes APRs this way). Kept apart from Cents so a
 * signature shows which of the two a number is.
 */
export type Percent = number

/**
 * `rate` percent of an amount, rounded half away from zero to a whole unit of that amount: cents
 * for money in cents (sales tax, a 20 percent down payment), whole dollars in the trade-in engine,
 * which prices in dollars (site.md section 9 quotes offers in whole dollars).
 */
export function percentOf(amount: number, rate: Percent): number {
  return roundHalfAwayFromZero((amount * rate) / 100)
}

/**
 * Sum of two rates without binary noise (0.1 + 0.2 is 0.30000000000000004 in floating point), so a
 * base APR plus a credit add-on prints as "10.9%". Six decimals keeps eighth-point rates exact.
 */
export function addPercent(a: Percent, b: Percent): Percent {
  return roundHalfAwayFromZero((a + b) * 1_000_000) / 1_000_000
}
