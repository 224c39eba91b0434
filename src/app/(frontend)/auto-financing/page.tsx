import type { Metadata } from 'next'
import Link from 'next/link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getFinanceSettings } from '@/data/finance-settings'
import { FinancingExamples } from './_components/financing-examples'
import '@/components/financing/financing.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing', { path: routes.financing })
}

/** /auto-financing: financing overview (site.md sections 1, 2 and 9). */
export default async function AutoFinancingPage() {
  const settings = await getFinanceSettings()
  return (
    <>
      <section className="section" aria-labelledby="financing-heading">
        <h1 id="financing-heading">Auto Financing</h1>
        <p>Car loans for every credit score, from the same people who sell you the car. Pre-approval is a soft check with no effect on your credit score, and answers typically come in 24-48 hours.</p>
        <div className="financing-grid">
          <div>
            <h2>Free credit score pre-approval</h2>
            <p>See what you qualify for before you shop. No impact on your credit score.</p>
            <Link className="button button--primary" href={routes.applyForFinancing}>Get pre-approved</Link>
          </div>
          <div>
            <h2>Full credit application</h2>
            <p>Ready to buy? Apply online in a few minutes, with an optional co-applicant.</p>
            <Link className="button" href={routes.fullCreditApplication}>Apply now</Link>
          </div>
          <div>
            <h2>Bad credit? No credit?</h2>
            <p>We work with lenders for every credit situation, with offers as low as $7 down.</p>
            <Link className="button" href="/auto-financing/bad-credit-auto-financing">Bad credit auto financing</Link>
          </div>
          <div>
            <h2>Better than buy here pay here</h2>
            <p>Real lenders, rates that reward on-time payments, and credit you can build.</p>
            <Link className="button" href="/auto-financing/better-than-buy-here-pay-here">Compare</Link>
          </div>
        </div>
      </section>
      <FinancingExamples settings={settings} />
    </>
  )
}
