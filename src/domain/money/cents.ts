import { roundHalfAwayFromZero } from './rounding'

/**
 * Money is a whole number of US cents (ARCHITECTURE.md convention 2). A plain alias rather than a
 * brand: callers (pages, route handlers, tests) can pass numbers without casts, and the `Cents`
 * name in every signature still says which unit a number is in. Editors type dollars in the admin
 * (documentary fee 367.7, site.md section 9), so values cross into cents once, with dollarsToCents.
 */
export type Cents = number

/** Dollars (possibly fractional, as the admin stores them) to cents, rounded to the cent. */
export function dollarsToCents(dollars: number): Cents {
  return roundHalfAwayFromZero(dollars * 100)
}

/** Cents to dollars for display or for settings forms; exact, because cents are integers. */
export function centsToDollars(cents: Cents): number {
  return cents / 100
}

/** True for a finite whole number of cents; the engine answers a failure value for anything else. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isInteger(value)
}
