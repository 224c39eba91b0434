import type { Metadata } from 'next'
import { PhoneVerificationForm } from '@/components/phone-verification/phone-verification-form.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Verify your phone number', robots: { index: false, follow: true } }

/**
 * Standalone phone verification (issue 8; decision 0071): the same form as the built-in
 * "user-lead phone verification" popup, for links in messages to shoppers. Not a spec route, so
 * it is kept out of search results.
 */
export default function VerifyPhonePage() {
  return (
    <section className="section" aria-labelledby="verify-phone-heading">
      <h1 id="verify-phone-heading">Verify your phone number</h1>
      <p>We will text you a 6-digit code. Enter it here to confirm the number is yours.</p>
      <PhoneVerificationForm />
    </section>
  )
}
