import { DEALER_VERIFICATION_TEXT, SAMPLE_LEASE, estimateTermsText, feesDisclaimerText, perThousandText, sampleLeaseText, exactMonthlyPayment } from '@/domain/financing'
import { dollarsToCents } from '@/domain/money'
import type { FinanceSettings } from '@/domain/financing'

/**
 * The spec's financing examples and disclaimers (site.md sections 5 and 9), computed by the same
 * engine as every estimate so the copy cannot drift from the math.
 */
export function FinancingExamples({ settings }: { settings: FinanceSettings }) {
  const example = { monthlyPayment: Math.round(exactMonthlyPayment(dollarsToCents(19116), 6.9, 72)), downPayment: dollarsToCents(500), termMonths: 72, apr: 6.9 }
  return (
    <section className="section" aria-labelledby="examples-heading">
      <h2 id="examples-heading">What a loan costs</h2>
      <ul>
        <li>{perThousandText(7.4, 60)}</li>
        <li>{estimateTermsText(example)} (about $19,116 financed)</li>
      </ul>
      <p className="financing-disclaimer">{feesDisclaimerText(dollarsToCents(settings.documentaryFee), dollarsToCents(settings.driveFee30Day), settings.feeEffectiveDate)}</p>
      <p className="financing-disclaimer">{sampleLeaseText(SAMPLE_LEASE)}</p>
      <p className="financing-disclaimer">{DEALER_VERIFICATION_TEXT}</p>
    </section>
  )
}
