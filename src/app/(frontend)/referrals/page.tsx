import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { ReferralForm } from '@/components/forms/referral-form.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('referrals', { path: '/referrals' })
}

/** Referrals (site.md section 2): refer a friend; the form type REFERRAL is ours; heading and introduction are marketing's (issue 20). */
export default async function ReferralsPage() {
  const { copy, draft } = await getPageCopy('referrals-copy')
  return (
    <section className="section" aria-labelledby="referrals-heading">
      {draft ? <LivePreviewRefresh /> : null}
      <h1 id="referrals-heading">{copy.heading}</h1>
      <p>{copy.intro}</p>
      <ReferralForm />
    </section>
  )
}
