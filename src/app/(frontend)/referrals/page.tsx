import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { ReferralForm } from '@/components/forms/referral-form.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('referrals', { path: '/referrals' })
}

/** Referrals (site.md section 2): refer a friend; the form type REFERRAL is ours. */
export default function ReferralsPage() {
  return (
    <section className="section" aria-labelledby="referrals-heading">
      <h1 id="referrals-heading">Refer a Friend</h1>
      <p>Know someone shopping for a car? Send us their details and we will take good care of them.</p>
      <ReferralForm />
    </section>
  )
}
