import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/bad-credit-auto-financing', { path: '/auto-financing/bad-credit-auto-financing' })
}

/** /auto-financing/bad-credit-auto-financing: a title-only page (site.md section 2). */
export default function BadCreditAutoFinancingPage() {
  return (
    <section className="section">
      <h1>Bad Credit Auto Financing</h1>
    </section>
  )
}
