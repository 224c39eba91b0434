import type { Metadata } from 'next'
import Link from 'next/link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { ApplyFinancingForm } from '@/components/financing/apply-financing-form.client'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/free-credit-score-pre-approval', { path: routes.preApproval })
}

/** /auto-financing/free-credit-score-pre-approval (site.md sections 1, 2 and 9). */
export default function FreeCreditScorePreApprovalPage() {
  return (
    <section className="section" aria-labelledby="preapproval-heading">
      <h1 id="preapproval-heading">Free Credit Score Pre-Approval</h1>
      <ul>
        <li>A soft check: no effect on your credit score.</li>
        <li>Answers typically within 24-48 hours.</li>
        <li>Free, with no obligation to buy.</li>
      </ul>
      <ApplyFinancingForm idPrefix="preapproval" />
      <p>Already picked a car? Go straight to the <Link href={routes.fullCreditApplication}>full credit application</Link>.</p>
    </section>
  )
}
