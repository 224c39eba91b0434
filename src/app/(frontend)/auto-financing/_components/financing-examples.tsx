import {
  DEALER_VERIFICATION_TEXT,
  feesDisclaimerText,
  financingExampleLines,
  sampleLeaseText,
} from '@/domain/financing'
import { dollarsToCents } from '@/domain/money'
import type { FinanceSettings, SampleLease } from '@/domain/financing'

/**
 * The spec's financing examples and disclaimers (site.md sections 5 and 9), computed from the
 * finance settings by the same engine as every estimate, so a manager's rate change shows here and
 * the copy cannot drift from the math (issue 15). Only the heading is editable copy (issue 20). The
 * sample lease is the finance settings' and is left out once expired (issue 37, decision 0311).
 */
export function FinancingExamples({
  settings,
  lease,
  heading,
}: {
  settings: FinanceSettings
  lease: SampleLease | null
  heading: string
}) {
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
      {lease ? <p className="financing-disclaimer">{sampleLeaseText(lease)}</p> : null}
      <p className="financing-disclaimer">{DEALER_VERIFICATION_TEXT}</p>
    </section>
  )
}
