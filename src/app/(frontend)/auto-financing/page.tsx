import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getFinanceSettings, getPrintableSampleLease } from '@/data/finance-settings'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { FinancingExamples } from './_components/financing-examples'
import '@/components/financing/financing.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing', { path: routes.financing })
}

/** /auto-financing: financing overview (site.md sections 1, 2 and 9); its words are marketing's (issue 20). */
export default async function AutoFinancingPage() {
  const [settings, lease, { copy, draft }] = await Promise.all([
    getFinanceSettings(),
    getPrintableSampleLease(),
    getPageCopy('auto-financing-copy'),
  ])
  return (
    <>
      {draft ? <LivePreviewRefresh /> : null}
      <section className="section" aria-labelledby="financing-heading">
        <h1 id="financing-heading">{copy.heading}</h1>
        <p>{copy.intro}</p>
        <div className="financing-grid">
          {copy.options.map((option, i) => (
            <div key={i}>
              <h2>{option.heading}</h2>
              <p>{option.text}</p>
              {option.buttonLabel && option.buttonLink ? (
                <LocalLink className={i === 0 ? 'button button--primary' : 'button'} href={option.buttonLink}>
                  {option.buttonLabel}
                </LocalLink>
              ) : null}
            </div>
          ))}
        </div>
      </section>
      <FinancingExamples settings={settings} lease={lease} heading={copy.examplesHeading} />
    </>
  )
}
