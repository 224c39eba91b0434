/**
 * No dead ends (issue 38): when a search finds nothing, filters are dropped one at a time, the least
 * important first, until something is found. The spec's filter priority (site.md section 9:
 * bodystyle, make-model, features, price) is read from the end: price, then features, then the
 * model, then the make, then the body style. Filters the priority does not name go before it (decision
 * 0321): the keyword first (the words that were not understood), then mileage, year, store and the
 * deal filter, then the color and the monthly payment (issue 38). The condition is the route itself and is never dropped.
 */
import type { SearchFilters } from './filters'

export const RELAX_ORDER = [
  'q',
  'mileage',
  'year',
  'store',
  'greatDeals',
  'color',
  'payment',
  'price',
  'features',
  'model',
  'make',
  'bodystyle',
] as const
export type RelaxedFilter = (typeof RELAX_ORDER)[number]

export type Relaxation = { dropped: RelaxedFilter[]; filters: SearchFilters }

/** Each step drops one more filter; the caller runs them in order and stops at the first that finds something. */
export function relaxations(filters: SearchFilters): Relaxation[] {
  const steps: Relaxation[] = []
  let current: SearchFilters = { ...filters }
  const dropped: RelaxedFilter[] = []
  for (const key of RELAX_ORDER) {
    if (current[key] === undefined) continue
    const next = { ...current }
    delete next[key]
    if (key === 'make') delete next.model
    current = next
    dropped.push(key)
    steps.push({ dropped: [...dropped], filters: current })
  }
  return steps
}
