/**
 * Locked prices (site.md section 6 "unlocking price ... is required on search vehicles"; issue 15
 * "Prices that are really locked"). A condition listed in the dealership's `unlockRequired` keeps
 * its prices from a visitor until that visitor unlocks (pricing wizard or unlock form). Locked
 * means absent from everything sent to the browser, not hidden by the page: the price, the previous
 * price and the drop (which with the previous price gives the price back), and the estimated
 * payment (which with the rate and term gives the price back). Decision 0185.
 */

/** The conditions whose prices this visitor may not see: none once unlocked. */
export function lockedConditions(unlockRequired: readonly string[], unlocked: boolean): readonly string[] {
  return unlocked ? [] : unlockRequired
}

export function isPriceLocked(condition: string, locked: readonly string[]): boolean {
  return locked.includes(condition)
}

type PriceFields = { price: number | null; oldPrice: number | null; priceDrop: number | null }

/** The vehicle as a locked visitor may receive it: no price, no previous price, no drop. */
export function withoutPrice<T extends PriceFields>(vehicle: T): T {
  // Only the three amounts change, each to a value its own type allows (null, or 0 for "no drop").
  return { ...vehicle, price: null, oldPrice: null, priceDrop: vehicle.priceDrop === null ? null : 0 } as T
}

/**
 * The conditions whose vehicles go into the advertising feeds (Google vehicle listings, Meta
 * automotive catalog): live ones whose price is not locked. A listing ad must carry the price its
 * landing page shows, and a locked landing page shows none (decision 0185).
 */
export function advertisedConditions(liveConditions: readonly string[], unlockRequired: readonly string[]): string[] {
  return liveConditions.filter((c) => !unlockRequired.includes(c))
}
