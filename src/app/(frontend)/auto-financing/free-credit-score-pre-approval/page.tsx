import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { ApplyFinancingForm } from '@/components/financing/apply-financing-form.client'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/free-credit-score-pre-approval', { path: routes.preApproval })
}

/** /auto-financing/free-credit-score-pre-approval (site.md sections 1, 2 and 9); the words are marketing's (issue 20). */
export default async function FreeCreditScorePreApprovalPage() {
  const { copy, draft } = await getPageCopy('pre-approval-copy')
  return (
    <section className="section" aria-labelledby="preapproval-heading">
      {draft ? <LivePreviewRefresh /> : null}
      <h1 id="preapproval-heading">{copy.heading}</h1>
      <ul>
        {copy.points.map((p, i) => (
          <li key={i}>{p.text}</li>
        ))}
      </ul>
      <ApplyFinancingForm idPrefix="preapproval" />
      <p>
        {copy.closingText} <LocalLink href={routes.fullCreditApplication}>{copy.closingLinkLabel}</LocalLink>.
      </p>
    </section>
  )
}
