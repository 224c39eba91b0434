import Link from 'next/link'
import type { Translate } from '@/i18n/translate'

/** Numbered pages around the current one, with previous/next; plain links (site.md section 2 search). */
export function Pagination({
  page,
  pageCount,
  href,
  tr,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
  /** The page's language (issue 39). */
  tr: Translate
}) {
  if (pageCount <= 1) return null
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  return (
    <nav className="pagination" aria-label={tr('search.pages')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev">
              {tr('search.previous')}
            </Link>
          </li>
        ) : null}
        {sorted.map((p, i) => (
          <li key={p}>
            {i > 0 && p - sorted[i - 1] > 1 ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            {p === page ? (
              <span aria-current="page" className="pagination__current">
                {p}
              </span>
            ) : (
              <Link href={href(p)} aria-label={tr('search.page', { page: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link href={href(page + 1)} rel="next">
              {tr('search.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
