import type { Metadata } from 'next'
import { searchArticles } from '@/data/articles'
import { pageMetadata } from '@/data/seo'
import { ArticleCard } from '../_components/article-card'
import '@/components/blocks/blocks.css'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const queryOf = (raw: unknown) =>
  typeof raw === 'string'
    ? raw.trim().slice(0, 200)
    : Array.isArray(raw)
      ? String(raw[0] ?? '')
          .trim()
          .slice(0, 200)
      : ''

export async function generateMetadata(): Promise<Metadata> {
  // Result pages are noindex by default (page-keys.ts); the canonical is the bare search page.
  return pageMetadata('car-research/search', { path: '/car-research/search' })
}

/** /car-research/search: Postgres full-text search over the articles (site.md section 2). */
export default async function CarResearchSearchPage({ searchParams }: Props) {
  const q = queryOf((await searchParams).q)
  const results = q ? await searchArticles(q) : []
  return (
    <div className="section">
      <h1>Search Car Research</h1>
      <form role="search" action="/car-research/search">
        <label htmlFor="research-q">Search articles</label>{' '}
        <input id="research-q" name="q" type="search" defaultValue={q} required maxLength={200} />{' '}
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {q ? (
        <>
          <p role="status">
            {results.length === 1 ? '1 article' : `${results.length} articles`} found for “{q}”.
          </p>
          {results.length ? (
            <ul className="article-grid">
              {results.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
