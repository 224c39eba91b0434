/**
 * The one normal form of a filter set. Both `parseSearchPath` (after reading a URL) and
 * `formatSearchUrl` (before writing one) pass through here, which is what makes the canonical URL
 * unique for a given search (visitor-layer.md section 2 "Page metadata", canonical link).
 */
import { isBodyStyle, isColor, isCondition, isGreatDeal, MAX_MONTHLY_PAYMENT, type SearchFilters } from './filters'
import { sanitizeKeyword } from './query'
import { normalizeRange } from './ranges'
import { slugify } from './slug'

/**
 * Slugifies make, model, features and store; drops a model without a make, empty lists, open
 * ranges and unknown enum values; sorts and de-duplicates features; cleans the keyword. Keys whose
 * value is undefined are left out, so two equal searches are deep-equal.
 */
export function normalizeFilters(input: SearchFilters): SearchFilters {
  const out: SearchFilters = {}
  if (input.condition && isCondition(input.condition)) out.condition = input.condition
  if (input.bodystyle && isBodyStyle(input.bodystyle)) out.bodystyle = input.bodystyle
  const make = input.make ? slugify(input.make) : ''
  if (make) {
    out.make = make
    const model = input.model ? slugify(input.model) : ''
    if (model) out.model = model
  }
  const features = [...new Set((input.features ?? []).map(slugify).filter(Boolean))].sort()
  if (features.length > 0) out.features = features
  const price = normalizeRange(input.price, 'price')
  if (price) out.price = price
  const year = normalizeRange(input.year, 'year')
  if (year) out.year = year
  const mileage = normalizeRange(input.mileage, 'mileage')
  if (mileage) out.mileage = mileage
  if (input.color && isColor(input.color)) out.color = input.color
  const payment = input.payment
  if (typeof payment === 'number' && Number.isInteger(payment) && payment >= 1 && payment <= MAX_MONTHLY_PAYMENT)
    out.payment = payment
  const store = input.store ? slugify(input.store) : ''
  if (store) out.store = store
  const q = sanitizeKeyword(input.q)
  if (q) out.q = q
  if (input.greatDeals && isGreatDeal(input.greatDeals)) out.greatDeals = input.greatDeals
  if (input.private === true) out.private = true
  return out
}
