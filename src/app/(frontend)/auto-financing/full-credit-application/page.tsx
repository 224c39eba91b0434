import type { Metadata } from 'next'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { FullCreditApplication } from '@/components/financing/full-credit-application.client'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/full-credit-application', { path: routes.fullCreditApplication })
}

/** /auto-financing/full-credit-application (site.md section 2): the multi-step application; heading and introduction are marketing's (issue 20). */
export default async function FullCreditApplicationPage() {
  const { copy, draft } = await getPageCopy('credit-application-copy')
  return (
    <section className="section" aria-labelledby="credit-app-title">
      {draft ? <LivePreviewRefresh /> : null}
      <h1 id="credit-app-title">{copy.heading}</h1>
      <p>{copy.intro}</p>
      <FullCreditApplication />
    </section>
  )
}
