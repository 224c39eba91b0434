import { roundHalfAwayFromZero, type Cents } from '@/domain/money'
import { estimateMonthlyPayment } from './estimate'
import { estimateStateFor } from './estimate-state'
import type { FinanceSettings } from './settings'

/**
 * "Monthly payment up to" (issue 38, decision 0323): the highest price, in cents, whose estimate
 * (the card's engine and defaults, estimateMonthlyPayment) in this state shows at most
 * `monthlyDollars` on a card, or null when no price does (the fees alone are above it, or the
 * settings give no estimate). A card shows whole dollars, half away from zero, so "$300/mo" is any
 * estimate below $300.50.
 *
 * The estimate only grows with the price (the default down payment and trade do not depend on it;
 * tax and the loan are increasing in it), so the answer is found by halving the price range, and the
 * payment filter is then a price filter per state: `price <= cap` for the vehicles of that state's
 * stores. About 30 estimates per state and payment, once per search.
 */
export function maxPriceForMonthlyPayment(
  monthlyDollars: number,
  settings: FinanceSettings,
  stateCode: string,
): Cents | null {
  if (!Number.isFinite(monthlyDollars) || monthlyDollars <= 0) return null
  const fits = (priceCents: Cents) => {
    const e = estimateMonthlyPayment(priceCents, settings, { stateCode })
    return e.ok && roundHalfAwayFromZero(e.breakdown.monthlyPayment / 100) <= monthlyDollars
  }
  let low = 1
  if (!fits(low)) return null
  // Doubling finds a price that does not fit; a payment no car reaches caps at MAX_PRICE_CENTS.
  let high = 2
  while (high < MAX_PRICE_CENTS && fits(high)) {
    low = high
    high *= 2
  }
  if (high >= MAX_PRICE_CENTS) {
    if (fits(MAX_PRICE_CENTS)) return MAX_PRICE_CENTS
    high = MAX_PRICE_CENTS
  }
  // low fits, high does not.
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (fits(mid)) low = mid
    else high = mid
  }
  return low
}

/** $10 million: above any vehicle's price, so a cap this high filters nothing out. */
export const MAX_PRICE_CENTS: Cents = 1_000_000_000

/**
 * The payment filter as a price filter per store (decision 0323): for each location, the highest
 * price in whole dollars (cents kept as a fraction) whose estimate in that store's state shows at
 * most `monthlyDollars`, and the same for vehicles without a store (the settings' default state).
 * -1 where no price fits, so the filter keeps none of those vehicles. Each state is worked out once.
 */
export type PaymentPriceCaps = { byStore: Array<[storeId: number, maxPrice: number]>; otherwise: number }

export function paymentPriceCaps(
  monthlyDollars: number,
  settings: FinanceSettings,
  storeStates: Readonly<Record<number, string | null>>,
): PaymentPriceCaps {
  const perState = new Map<string, number>()
  const capIn = (storeState: string | null | undefined) => {
    const state = estimateStateFor(storeState, settings)
    let cap = perState.get(state)
    if (cap === undefined) {
      const cents = maxPriceForMonthlyPayment(monthlyDollars, settings, state)
      cap = cents === null ? -1 : cents / 100
      perState.set(state, cap)
    }
    return cap
  }
  return {
    byStore: Object.entries(storeStates)
      .map(([id, state]): [number, number] => [Number(id), capIn(state)])
      .sort(([a], [b]) => a - b),
    otherwise: capIn(null),
  }
}
