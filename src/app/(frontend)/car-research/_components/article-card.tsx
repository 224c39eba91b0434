import { LocalLink } from '@/components/i18n/local-link'
import type { ArticleCard as Card } from '@/data/articles'
import { DisplayDate } from '@/components/ui/display-date'
import { CATEGORY_LABELS } from './categories'

export function ArticleCard({ article: a }: { article: Card }) {
  return (
    <li className="article-card">
      <p className="promo-card__category">{CATEGORY_LABELS[a.category] ?? a.category}</p>
      <h2>
        <LocalLink href={`/car-research/${a.slug}`}>{a.title}</LocalLink>
      </h2>
      {a.excerpt ? <p>{a.excerpt}</p> : null}
      <p className="review__by">
        {a.author ? `${a.author} · ` : ''}
        <DisplayDate value={a.publishedAt ?? a.updatedAt} />
      </p>
    </li>
  )
}
