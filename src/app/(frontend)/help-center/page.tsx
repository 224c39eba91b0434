import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { getFaqs } from '@/data/faqs'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { HELP_TOPICS } from '@/domain/page-copy'
import { helpCategory } from './categories'
import '@/components/blocks/blocks.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('help-center', { path: '/help-center' })
}

/** /help-center: one card per category with its number of answers (site.md section 2); the words are marketing's (issue 20). */
export default async function HelpCenterPage() {
  const [faqs, { copy, draft }] = await Promise.all([getFaqs(), getPageCopy('help-center-copy')])
  return (
    <div className="section">
      {draft ? <LivePreviewRefresh /> : null}
      <h1>{copy.heading}</h1>
      <ul className="cards__grid">
        {HELP_TOPICS.map((key) => {
          const c = helpCategory(copy, key)
          const count = faqs.filter((f) => f.topic === key).length
          return (
            <li key={key} className="card">
              <h2>
                <LocalLink href={`/help-center/${key}`}>{c.name}</LocalLink>
              </h2>
              <p>{c.blurb}</p>
              <p className="review__by">{count === 1 ? '1 article' : `${count} articles`}</p>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
