'use client'
import { useState } from 'react'
import type { ReviewGroup } from '@/domain/content/reviews'

/** Category filter buttons over server-picked review lists (toggle buttons with aria-pressed). */
export function ReviewsFilter({
  groups,
  platformLabels,
}: {
  groups: ReviewGroup[]
  platformLabels: Record<string, string>
}) {
  const [active, setActive] = useState(groups[0]?.key ?? 'all')
  const group = groups.find((g) => g.key === active) ?? groups[0]
  return (
    <>
      {groups.length > 1 ? (
        <div className="reviews__filters" role="group" aria-label="Filter reviews">
          {groups.map((g) => (
            <button
              key={g.key}
              type="button"
              className="chip"
              aria-pressed={g.key === active}
              onClick={() => setActive(g.key)}
            >
              {g.label}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="reviews__list" aria-live="polite" data-testid="reviews-list">
        {group?.reviews.map((r) => (
          <li key={r.id} className="review">
            <p className="review__stars" aria-label={`${r.rating} out of 5 stars`}>
              {'★'.repeat(r.rating)}
            </p>
            <blockquote>{r.text}</blockquote>
            <p className="review__by">
              {r.reviewerName} · {platformLabels[r.platform] ?? r.platform}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
