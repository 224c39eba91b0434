/**
 * Which reviews a section shows (site.md section 2: home shows 9, filtered by category Finance,
 * Sell, Service; section 3 "Review section config": reviewSources, reviewsCount, reviewsCategories).
 * The first group is "All"; then one group per configured category, each at most `count` long.
 */
export type ReviewLike = {
  id: number
  reviewerName: string
  platform: string
  rating: number
  text: string
  categories: readonly string[]
}
export type ReviewGroup = { key: string; label: string; reviews: Array<Omit<ReviewLike, 'categories'>> }

const LABELS: Record<string, string> = {
  sale: 'Sale',
  finance: 'Finance',
  buy: 'Buy',
  sell: 'Sell',
  service: 'Service',
}

export function pickReviews(
  all: readonly ReviewLike[],
  options: { count: number; sources: readonly string[]; categories: readonly string[] },
): { groups: ReviewGroup[]; total: number; average: number | null } {
  const fromSources = options.sources.length ? all.filter((r) => options.sources.includes(r.platform)) : [...all]
  const slim = (list: readonly ReviewLike[]) =>
    list
      .slice(0, Math.max(0, options.count))
      .map(({ id, reviewerName, platform, rating, text }) => ({ id, reviewerName, platform, rating, text }))
  const groups: ReviewGroup[] = [{ key: 'all', label: 'All', reviews: slim(fromSources) }]
  for (const c of options.categories) {
    groups.push({ key: c, label: LABELS[c] ?? c, reviews: slim(fromSources.filter((r) => r.categories.includes(c))) })
  }
  const total = fromSources.length
  const average = total ? Math.round((fromSources.reduce((s, r) => s + r.rating, 0) / total) * 10) / 10 : null
  return { groups, total, average }
}
