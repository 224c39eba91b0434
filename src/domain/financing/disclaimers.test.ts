import { describe, expect, it } from 'vitest'
import {
  CONTACT_CONSENT_TEXT,
  DEALER_VERIFICATION_TEXT,
  documentaryFeeText,
  estimateAssumptionsText,
  feesDisclaimerText,
  formatUsDate,
  isLeaseOfferExpired,
  perThousandText,
  SAMPLE_LEASE,
  sampleLeaseText,
} from './disclaimers'

describe('documentaryFeeText (site.md section 9)', () => {
  it.each([
    [36_770, '2025-01-01', 'plus a documentary fee of $367.70 (in effect since 1/1/2025)'],
    [36_770, '2020-03-04', 'plus a documentary fee of $367.70 (in effect since 3/4/2020)'],
    [36_770, '2025-01-01T00:00:00.000Z', 'plus a documentary fee of $367.70 (in effect since 1/1/2025)'],
    [36_770, new Date('2025-01-01T06:00:00.000Z'), 'plus a documentary fee of $367.70 (in effect since 1/1/2025)'],
    [36_770, null, 'plus a documentary fee of $367.70'],
    [36_770, 'soon', 'plus a documentary fee of $367.70'],
    [36_770, new Date(Number.NaN), 'plus a documentary fee of $367.70'],
    [29_900, '2025-01-01', 'plus a documentary fee of $299.00 (in effect since 1/1/2025)'],
  ] as [number, string | Date | null, string][])('%s cents since %s', (fee, date, expected) => {
    expect(documentaryFeeText(fee, date)).toBe(expected)
  })

  it('the full fee sentence names the drive fee and state fees', () => {
    expect(feesDisclaimerText(36_770, 1_000, '2025-01-01')).toBe(
      'Price plus a documentary fee of $367.70 (in effect since 1/1/2025), a 30-day drive fee of $10.00, plus state sales tax and title fees.',
    )
  })
})

describe('formatUsDate', () => {
  it.each([
    ['2025-03-03', '3/3/2025'],
    ['2025-12-31T23:59:59.000Z', '12/31/2025'],
    ['3/3/2025', null],
    ['', null],
  ])('%s -> %s', (value, expected) => {
    expect(formatUsDate(value)).toBe(expected)
  })
})

describe('fixed copy (site.md section 5)', () => {
  it.each([
    [CONTACT_CONSENT_TEXT, 'e-mail, phone or text'],
    [CONTACT_CONSENT_TEXT, 'auto-dialers and prerecorded messages'],
    [DEALER_VERIFICATION_TEXT, 'Incentive eligibility'],
    [DEALER_VERIFICATION_TEXT, 'trade payoff and trade allowance must be verified by the dealer'],
  ])('%s mentions "%s"', (text, fragment) => {
    expect(text).toContain(fragment)
  })
})

describe('example copy (site.md section 9)', () => {
  it.each([
    [7.4, 60, '7.4% APR for 60 months costs about $20 per month per $1,000 financed.'],
    [6.9, 72, '6.9% APR for 72 months costs about $17 per month per $1,000 financed.'],
    [0, 12, '0% APR for 12 months costs about $83 per month per $1,000 financed.'],
  ])('%s%% for %s months', (apr, term, expected) => {
    expect(perThousandText(apr, term)).toBe(expected)
  })

  it('sample lease', () => {
    expect(sampleLeaseText(SAMPLE_LEASE)).toBe(
      'Sample lease: 48 months, 10,000 miles per year, $0.20 per mile over, $595 acquisition fee. Offer expires 3/3/2025.',
    )
  })

  it.each([
    ['2025-03-02', false],
    ['2025-03-03', false], // valid through its last day
    ['2025-03-04', true],
    ['2026-01-01', true],
  ])('sample lease on %s expired: %s', (today, expired) => {
    expect(isLeaseOfferExpired(SAMPLE_LEASE, today)).toBe(expired)
  })
})

describe('estimateAssumptionsText: what a card estimate assumed (issue 6)', () => {
  it.each([
    [
      'the defaults of every card',
      { downPaymentDollars: 1000, tradeEquityDollars: 0, creditScore: 850, termMonths: 72, stateCode: 'IL', apr: 6.9 },
      'Estimated payment with $1,000 down, no trade-in, 72 months at 6.9% APR (credit score ' +
        '850), IL sales tax, title and dealer fees included; subject to credit approval.',
    ],
    [
      'a trade and a lower tier',
      {
        downPaymentDollars: 2500,
        tradeEquityDollars: 3000,
        creditScore: 590,
        termMonths: 60,
        stateCode: 'IN',
        apr: 10.4,
      },
      'Estimated payment with $2,500 down, $3,000 trade equity, 60 months at 10.4% APR (credit ' +
        'score 590), IN sales tax, title and dealer fees included; subject to credit approval.',
    ],
  ])('%s', (_, assumptions, expected) => {
    expect(estimateAssumptionsText(assumptions)).toBe(expected)
  })
})
