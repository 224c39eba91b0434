import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/bad-credit-auto-financing', { path: '/auto-financing/bad-credit-auto-financing' })
}

/** /auto-financing/bad-credit-auto-financing: a title-only page (site.md section 2); the title is marketing's (issue 20). */
export default async function BadCreditAutoFinancingPage() {
  const { copy, draft } = await getPageCopy('bad-credit-copy')
  return (
    <section className="section">
      {draft ? <LivePreviewRefresh /> : null}
      <h1>{copy.heading}</h1>
    </section>
  )
}
