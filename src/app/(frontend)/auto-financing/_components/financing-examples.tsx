import {
  DEALER_VERIFICATION_TEXT,
  SAMPLE_LEASE,
  feesDisclaimerText,
  financingExampleLines,
  sampleLeaseText,
} from '@/domain/financing'
import { dollarsToCents } from '@/domain/money'
import type { FinanceSettings } from '@/domain/financing'

/**
 * The spec's financing examples and disclaimers (site.md sections 5 and 9), computed from the
 * finance settings by the same engine as every estimate, so a manager's rate change shows here and
 * the copy cannot drift from the math (issue 15). Only the heading is editable copy (issue 20).
 */
export function FinancingExamples({ settings, heading }: { settings: FinanceSettings; heading: string }) {
  return (
    <section className="section" aria-labelledby="examples-heading">
      <h2 id="examples-heading">{heading}</h2>
      <ul>
        {financingExampleLines(settings).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="financing-disclaimer">
        {feesDisclaimerText(
          dollarsToCents(settings.documentaryFee),
          dollarsToCents(settings.driveFee30Day),
          settings.feeEffectiveDate,
        )}
      </p>
      <p className="financing-disclaimer">{sampleLeaseText(SAMPLE_LEASE)}</p>
      <p className="financing-disclaimer">{DEALER_VERIFICATION_TEXT}</p>
    </section>
  )
}
