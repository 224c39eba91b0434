import { getReviews } from '@/data/reviews'
import { getDealershipSettings } from '@/data/settings'
import { pickReviews } from '@/domain/content/reviews'
import { ReviewsFilter } from './reviews-filter.client'
import type { BlockOf } from './types'
import { formatCount } from '@/domain/money/format-count'

const PLATFORM_LABELS: Record<string, string> = { google: 'Google', facebook: 'Facebook' }

/**
 * Reviews section (site.md section 2: 9 reviews, filtered by Finance, Sell, Service; section 3
 * "Review section config": star badge with count, sources Google and Facebook).
 */
export async function ReviewsBlock({ block }: { block: BlockOf<'reviews'> }) {
  const [{ reviews }, dealership] = await Promise.all([getReviews(), getDealershipSettings()])
  const picked = pickReviews(reviews, {
    count: block.count ?? 9,
    sources: block.sources ?? [],
    categories: block.categories ?? [],
  })
  const rating = dealership.rating ?? picked.average
  const count = dealership.reviewCount ?? picked.total
  return (
    <section className="section reviews" aria-labelledby={`reviews-${block.id}`}>
      <h2 id={`reviews-${block.id}`}>{block.heading || 'Reviews'}</h2>
      {block.showBadge !== false ? (
        <p className="star-badge" data-testid="star-badge">
          <span aria-hidden="true">{'★'.repeat(Math.round(rating ?? 5))}</span>
          <span>
            {(rating ?? 5).toFixed(1)} stars from {formatCount(count)} reviews on{' '}
            {(block.sources?.length ? block.sources : ['google', 'facebook'])
              .map((s) => PLATFORM_LABELS[s])
              .join(' and ')}
          </span>
        </p>
      ) : null}
      <ReviewsFilter groups={picked.groups} platformLabels={PLATFORM_LABELS} />
    </section>
  )
}
