import type { Metadata } from 'next'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getFinanceView } from '@/data/finance-settings'
import { getPageCopy } from '@/data/page-copy'
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
 * layout picks the shell from the same setting (decision 0053).
 */
export default async function ApplyForFinancingPage() {
  const [{ settings, preApprovalEnabled }, { copy }] = await Promise.all([getFinanceView(), getPageCopy('auto-financing-copy')])
  if (!preApprovalEnabled) {
    return (
      <section className="section" aria-labelledby="apply-heading" data-layout="minimal">
        <h1 id="apply-heading">Apply for Financing</h1>
        <ApplyFinancingForm />
      </section>
    )
  }
  return (
    <>
      <section className="section" aria-labelledby="apply-heading" data-layout="default">
        <h1 id="apply-heading">Get Pre-Approved</h1>
        <p>Free credit score pre-approval: a soft check with no effect on your credit score. Answers typically arrive in 24-48 hours.</p>
        <ol>
          <li>Tell us who you are and where you live.</li>
          <li>We run a soft credit check, which does not affect your score.</li>
          <li>A finance specialist contacts you with your options.</li>
        </ol>
        <ApplyFinancingForm />
      </section>
      <FinancingExamples settings={settings} heading={copy.examplesHeading} />
    </>
  )
}
