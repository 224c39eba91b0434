import type { Metadata } from 'next'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { FullCreditApplication } from '@/components/financing/full-credit-application.client'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/full-credit-application', { path: routes.fullCreditApplication })
}

/** /auto-financing/full-credit-application (site.md section 2): the multi-step application. */
export default function FullCreditApplicationPage() {
  return (
    <section className="section" aria-labelledby="credit-app-title">
      <h1 id="credit-app-title">Full Credit Application</h1>
      <p>Your Social Security number and date of birth are encrypted and never sent by e-mail.</p>
      <FullCreditApplication />
    </section>
  )
}
