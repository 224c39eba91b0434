import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { getArticles } from '@/data/articles'
import { pageMetadata } from '@/data/seo'
import { ArticleCard } from './_components/article-card'
import { CATEGORY_LABELS } from './_components/categories'
import { RowEnd, SHOWN_WHEN_WHOLE } from '@/components/ui/shown-when-whole'
import '@/components/blocks/blocks.css'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const categoryOf = (raw: unknown) => (typeof raw === 'string' && Object.hasOwn(CATEGORY_LABELS, raw) ? raw : null)

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return pageMetadata('car-research', { path: '/car-research', query: await searchParams, whitelist: ['category'] })
}

/** /car-research: article index, filterable by section (site.md section 2). */
export default async function CarResearchPage({ searchParams }: Props) {
  const category = categoryOf((await searchParams).category)
  const articles = (await getArticles()).filter((a) => !category || a.category === category)
  return (
    <div className="section">
      <h1>Car Research</h1>
      {/* One line whose height comes from its last item, the button: shown once whole (decision 0287). */}
      <form role="search" action="/car-research/search" className={`research-search ${SHOWN_WHEN_WHOLE}`}>
        <label htmlFor="research-q">Search articles</label>{' '}
        <input id="research-q" name="q" type="search" required maxLength={200} />{' '}
        <button type="submit" className="button">
          Search
        </button>
        <RowEnd />
      </form>
      <nav aria-label="Sections" className="reviews__filters">
        <LocalLink className="chip" aria-current={!category ? 'page' : undefined} href="/car-research">
          All
        </LocalLink>
        {Object.entries(CATEGORY_LABELS).map(([key, label]) => (
          <LocalLink
            key={key}
            className="chip"
            aria-current={category === key ? 'page' : undefined}
            href={`/car-research?category=${key}`}
          >
            {label}
          </LocalLink>
        ))}
      </nav>
      {articles.length ? (
        <ul className="article-grid">
          {articles.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </ul>
      ) : (
        <p>No articles yet.</p>
      )}
    </div>
  )
}
