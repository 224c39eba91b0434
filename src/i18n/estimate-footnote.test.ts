import { describe, expect, it } from 'vitest'
import {
  DEALER_VERIFICATION_TEXT,
  estimateAssumptionsText,
  estimateMonthlyPayment,
  feesDisclaimerText,
  SAMPLE_FINANCE_SETTINGS,
  type FinanceSettings,
} from '@/domain/financing'
import { dollarsToCents } from '@/domain/money'
import { estimateFootnote } from './estimate-footnote'

const settings: FinanceSettings = { ...SAMPLE_FINANCE_SETTINGS, feeEffectiveDate: '2025-01-01' }

/** What the English pages printed before the catalog: the spec's disclaimers, as the domain writes them. */
function specFootnote(price: number, states: string) {
  const estimate = estimateMonthlyPayment(dollarsToCents(price), settings, { stateCode: 'IL' })
  if (!estimate.ok) throw new Error('no estimate')
  return [
    estimateAssumptionsText({ ...estimate.inputs, stateCode: states, apr: estimate.aprQuote.apr }),
    feesDisclaimerText(estimate.breakdown.documentaryFee, estimate.breakdown.driveFee, settings.feeEffectiveDate),
    DEALER_VERIFICATION_TEXT,
  ]
}

describe('the estimate footnote (site.md sections 5 and 9; issue 39)', () => {
  it.each([
    ['one store state', ['IL', 'IL'], 'IL'],
    ['two store states', ['IN', 'IL'], 'IL or IN'],
  ])('in English it is the spec’s wording: %s', (_name, states, named) =>
    expect(estimateFootnote(24_995, settings, states, 'en')).toEqual(specFootnote(24_995, named)),
  )

  it('in Spanish it says the same figures in Spanish', () => {
    const english = estimateFootnote(24_995, settings, ['IN', 'IL'], 'en') ?? []
    const spanish = estimateFootnote(24_995, settings, ['IN', 'IL'], 'es') ?? []
    expect(spanish[0]).toMatch(/^Pago estimado con \$[\d,]+ de enganche, .* IL o IN, /)
    expect(spanish[1]).toMatch(
      /^Al precio se suman un cargo por documentación de \$[\d,.]+ \(vigente desde el 1\/1\/2025\)/,
    )
    expect(spanish[2]).toMatch(/^El concesionario debe verificar/)
    const figures = (lines: string[]) => lines.join(' ').match(/\$[\d,.]+\d|\d+(\.\d+)?%/g)
    expect(figures(spanish)).toEqual(figures(english))
  })

  it('has nothing to explain without a price', () => expect(estimateFootnote(null, settings, ['IL'], 'es')).toBeNull())
})
