'use client'
import { formatCount } from '@/domain/money/format-count'

/** One value of a facet, with its count and its link already made canonical on the server. */
export type FacetItem = {
  value: string
  label: string
  /** The label's language when it is not the page's (a feature's stored English name on a Spanish page). */
  lang?: string
  count: number
  href: string
  selected: boolean
}

/**
 * One group of the filter panel (issue 3). A client component only so that the page payload carries
 * this compact list instead of an element tree per value (docs/decisions/0090-page-payload-weight.md).
 * Links are plain <a> elements, rel=nofollow, never prefetched (dozens of them would each cost a
 * request); the filter panel navigates on the client when one is clicked (decision 0226).
 */
export function FacetGroup({
  title,
  items,
  open,
  selectedHint,
}: {
  title: string
  items: FacetItem[]
  open?: boolean
  /** ' (selected; select to remove)', read by a screen reader after a chosen value. */
  selectedHint: string
}) {
  if (items.length === 0) return null
  return (
    <details className="facet" open={open || items.some((i) => i.selected)}>
      <summary>{title}</summary>
      <ul>
        {items.map((v) => {
          const text = (
            <>
              <span className="facet__label" lang={v.lang}>
                {v.label}
              </span>{' '}
              <span className="facet__count">{`(${formatCount(v.count)})`}</span>
            </>
          )
          return (
            <li key={v.value}>
              {v.count === 0 && !v.selected ? (
                <span className="facet__link facet__link--empty">{text}</span>
              ) : (
                <a className="facet__link" href={v.href} aria-current={v.selected ? 'true' : undefined} rel="nofollow">
                  {text}
                  {v.selected ? <span className="visually-hidden">{selectedHint}</span> : null}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
