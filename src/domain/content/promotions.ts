/**
 * Promotion windows (site.md section 4: "Promotions are active between startDate and endDate").
 * Both ends inclusive; an unreadable date never shows the offer. `now` comes in as an argument.
 */
export type PromotionWindow = { startDate?: string | null; endDate?: string | null }

export function isPromotionActive(p: PromotionWindow, now: Date): boolean {
  const start = p.startDate ? Date.parse(p.startDate) : NaN
  const end = p.endDate ? Date.parse(p.endDate) : NaN
  if (Number.isNaN(start) || Number.isNaN(end)) return false
  const t = now.getTime()
  return start <= t && t <= end
}

/** Active offers, optionally of one type or position, at most `limit`. */
export function activePromotions<T extends PromotionWindow & { type?: string | null; position?: string | null }>(
  all: readonly T[],
  now: Date,
  filter: { type?: string | null; position?: string | null; limit?: number } = {},
): T[] {
  const out = all.filter(
    (p) =>
      isPromotionActive(p, now) &&
      (!filter.type || p.type === filter.type) &&
      (!filter.position || p.position === filter.position),
  )
  return filter.limit ? out.slice(0, filter.limit) : out
}

/** The spec's empty-list text (site.md section 2, /special-offers). */
export const NO_OFFERS_TEXT = 'No offers available at this time. Please check back later.'
