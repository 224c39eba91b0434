import { describe, expect, it } from 'vitest'
import { roundHalfAwayFromZero } from '@/domain/money'
import { estimateMonthlyPayment } from './estimate'
import { MAX_PRICE_CENTS, maxPriceForMonthlyPayment, paymentPriceCaps } from './payment-cap'
import { SAMPLE_FINANCE_SETTINGS } from './settings'

/** What a card shows for a price in cents: whole dollars, or null without an estimate. */
function shown(priceCents: number, state: string): number | null {
  const e = estimateMonthlyPayment(priceCents, SAMPLE_FINANCE_SETTINGS, { stateCode: state })
  return e.ok ? roundHalfAwayFromZero(e.breakdown.monthlyPayment / 100) : null
}

describe('maxPriceForMonthlyPayment: the payment engine inverted (issue 38, decision 0323)', () => {
  const table: Array<[payment: number, state: string]> = [
    [100, 'IL'],
    [200, 'IL'],
    [250, 'IL'],
    [300, 'IL'],
    [400, 'IL'],
    [500, 'IL'],
    [750, 'IL'],
    [1000, 'IL'],
    [100, 'IN'],
    [200, 'IN'],
    [300, 'IN'],
    [500, 'IN'],
    [1000, 'IN'],
  ]
  it.each(table)('$%d a month in %s: the cap shows at most that, one cent more shows more', (payment, state) => {
    const cap = maxPriceForMonthlyPayment(payment, SAMPLE_FINANCE_SETTINGS, state)
    expect(cap).not.toBeNull()
    expect(shown(cap!, state)).toBeLessThanOrEqual(payment)
    expect(shown(cap! + 1, state)!).toBeGreaterThan(payment)
  })

  it('every price up to the cap fits and every price above it does not (sampled)', () => {
    const cap = maxPriceForMonthlyPayment(300, SAMPLE_FINANCE_SETTINGS, 'IL')!
    for (let p = 100_000; p <= 6_000_000; p += 7_919) {
      expect(shown(p, 'IL')! <= 300).toBe(p <= cap)
    }
  })

  it("the store's state changes what a payment buys (IL: 6.25 % and a $165 title; IN: 7 % and $15)", () => {
    const il = maxPriceForMonthlyPayment(300, SAMPLE_FINANCE_SETTINGS, 'IL')!
    const inn = maxPriceForMonthlyPayment(300, SAMPLE_FINANCE_SETTINGS, 'IN')!
    expect(inn).not.toBe(il)
    expect(shown(inn, 'IN')).toBeLessThanOrEqual(300)
    expect(shown(inn + 1, 'IN')!).toBeGreaterThan(300)
  })

  it('a payment below what the fees alone cost, or no payment, has no cap', () => {
    // With no down payment the fees are financed: a one-cent car already costs a few dollars a month.
    const s = SAMPLE_FINANCE_SETTINGS
    const noDown = { ...s, sliders: { ...s.sliders, downPayment: { ...s.sliders.downPayment, default: 0 } } }
    const e = estimateMonthlyPayment(1, noDown, { stateCode: 'IL' })
    const floor = e.ok ? roundHalfAwayFromZero(e.breakdown.monthlyPayment / 100) : 0
    expect(floor).toBeGreaterThan(1)
    expect(maxPriceForMonthlyPayment(floor - 1, noDown, 'IL')).toBeNull()
    expect(maxPriceForMonthlyPayment(floor, noDown, 'IL')).not.toBeNull()
    expect(maxPriceForMonthlyPayment(0, SAMPLE_FINANCE_SETTINGS, 'IL')).toBeNull()
    expect(maxPriceForMonthlyPayment(Number.NaN, SAMPLE_FINANCE_SETTINGS, 'IL')).toBeNull()
  })

  it('a payment beyond any car is capped at the top price, which filters nothing out', () => {
    expect(maxPriceForMonthlyPayment(10_000_000, SAMPLE_FINANCE_SETTINGS, 'IL')).toBe(MAX_PRICE_CENTS)
  })
})

describe('paymentPriceCaps: the payment filter as a price cap per store', () => {
  it("gives each store its state's cap, and vehicles without a store the default state's", () => {
    const il = maxPriceForMonthlyPayment(300, SAMPLE_FINANCE_SETTINGS, 'IL')! / 100
    const inn = maxPriceForMonthlyPayment(300, SAMPLE_FINANCE_SETTINGS, 'IN')! / 100
    const caps = paymentPriceCaps(300, SAMPLE_FINANCE_SETTINGS, { 3: 'IN', 1: 'IL', 2: null, 4: 'WI' })
    // A store in a state without fees (WI) and one without a state use the default state, as the card does.
    expect(caps).toEqual({
      byStore: [
        [1, il],
        [2, il],
        [3, inn],
        [4, il],
      ],
      otherwise: il,
    })
  })

  it('a payment nothing fits caps every store at -1', () => {
    const s = SAMPLE_FINANCE_SETTINGS
    const noDown = { ...s, sliders: { ...s.sliders, downPayment: { ...s.sliders.downPayment, default: 0 } } }
    expect(paymentPriceCaps(1, noDown, { 1: 'IL' })).toEqual({ byStore: [[1, -1]], otherwise: -1 })
  })
})
