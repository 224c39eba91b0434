import type { Metadata } from 'next'
import Link from 'next/link'
import { getFaqs } from '@/data/faqs'
import { pageMetadata } from '@/data/seo'
import { HELP_CATEGORIES } from './categories'
import '@/components/blocks/blocks.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('help-center', { path: '/help-center' })
}

/** /help-center: one card per category with its number of answers (site.md section 2). */
export default async function HelpCenterPage() {
  const faqs = await getFaqs()
  return (
    <div className="section">
      <h1>Help Center</h1>
      <ul className="cards__grid">
        {Object.entries(HELP_CATEGORIES).map(([key, c]) => {
          const count = faqs.filter((f) => f.topic === key).length
          return (
            <li key={key} className="card">
              <h2><Link href={`/help-center/${key}`}>{c.name}</Link></h2>
              <p>{c.blurb}</p>
              <p className="review__by">{count === 1 ? '1 article' : `${count} articles`}</p>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
