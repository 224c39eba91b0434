import type { Metadata } from 'next'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getFinanceView, getPrintableSampleLease } from '@/data/finance-settings'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { ApplyFinancingForm } from '@/components/financing/apply-financing-form.client'
import { FinancingExamples } from '@/app/(frontend)/auto-financing/_components/financing-examples'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/apply-for-financing', { path: routes.applyForFinancing })
}

/**
 * /auto-financing/apply-for-financing (site.md section 2): the pre-approval form. With pre-approval
 * enabled in the finance settings, the default layout (site menus and footer; intro, steps,
 * examples); otherwise the minimal layout (no menus or footer; the form alone). The (apply) root
 * layout picks the shell from the same setting (decision 0053). The words are marketing's (issue 20).
 */
export default async function ApplyForFinancingPage() {
  const [{ settings, preApprovalEnabled }, lease, { copy, draft }, { copy: overview }] = await Promise.all([
    getFinanceView(),
    getPrintableSampleLease(),
    getPageCopy('apply-copy'),
    getPageCopy('auto-financing-copy'),
  ])
  const preview = draft ? <LivePreviewRefresh /> : null
  if (!preApprovalEnabled) {
    return (
      <section className="section" aria-labelledby="apply-heading" data-layout="minimal">
        {preview}
        <h1 id="apply-heading">{copy.minimalHeading}</h1>
        <ApplyFinancingForm />
      </section>
    )
  }
  return (
    <>
      <section className="section" aria-labelledby="apply-heading" data-layout="default">
        {preview}
        <h1 id="apply-heading">{copy.heading}</h1>
        <p>{copy.intro}</p>
        <ol>
          {copy.steps.map((s, i) => (
            <li key={i}>{s.text}</li>
          ))}
        </ol>
        <ApplyFinancingForm />
      </section>
      <FinancingExamples settings={settings} lease={lease} heading={overview.examplesHeading} />
    </>
  )
}
