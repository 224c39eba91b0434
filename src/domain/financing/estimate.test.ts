import { describe, expect, it } from 'vitest'
import { formatUsd } from '@/domain/money'
import { estimateTermsText } from './disclaimers'
import { type Estimate, estimateMonthlyPayment, type EstimateInputs } from './estimate'
import { SAMPLE_FINANCE_SETTINGS as SETTINGS, type FinanceSettings } from './settings'

const PRICE = 1_795_000 // $17,950

function estimate(inputs: EstimateInputs = {}, settings: FinanceSettings = SETTINGS, price = PRICE): Estimate {
  const result = estimateMonthlyPayment(price, settings, inputs)
  if (!result.ok) throw new Error(`expected an estimate, got ${result.reason}: ${result.message}`)
  return result
}

describe('estimateMonthlyPayment: defaults before the visitor touches a slider', () => {
  it('uses $1,000 down, no trade, score 850, 72 months and the default state', () => {
    const e = estimate()
    expect(e.inputs).toEqual({
      downPaymentDollars: 1000,
      tradeEquityDollars: 0,
      creditScore: 850,
      termMonths: 72,
      stateCode: 'IL',
    })
    expect(e.aprQuote).toMatchObject({ apr: 6.9, baseApr: 6.9, addOnApr: 0 })
    expect(e.breakdown).toMatchObject({ downPayment: 100_000, amountFinanced: 1_861_458, monthlyPayment: 31_647 })
    expect(e.disclaimers).toEqual(['estimate-terms', 'documentary-fee', 'dealer-verification'])
  })

  it('falls back to the longest term the slider allows when an editor shortens it', () => {
    const sliders = { ...SETTINGS.sliders, financeTerm: { min: 12, max: 60, step: 12, default: 24 } }
    const e = estimate({}, { ...SETTINGS, sliders })
    expect(e.inputs.termMonths).toBe(60)
    expect(e.aprQuote.apr).toBe(7.4)
  })
})

describe('estimateMonthlyPayment: the spec examples (site.md section 9)', () => {
  it('$325 per month with $500 down over 72 months at 6.9% APR', () => {
    const e = estimate({ downPaymentDollars: 500 })
    expect(formatUsd(e.breakdown.monthlyPayment, { whole: true })).toBe('$325')
    expect(estimateTermsText(e.breakdown)).toBe('Estimated $325 per month with $500 down over 72 months at 6.9% APR.')
  })

  it('60 months at a top score is 7.4% APR', () => {
    expect(estimate({ termMonths: 60 }).aprQuote.apr).toBe(7.4)
  })
})

describe('estimateMonthlyPayment: every credit tier the slider can reach', () => {
  it.each([
    [400, 16.9],
    [490, 16.9],
    [500, 14.9],
    [510, 14.9],
    [520, 13.4],
    [550, 13.4],
    [560, 11.4],
    [570, 11.4],
    [580, 9.9],
    [590, 9.9],
    [600, 8.4],
    [610, 8.4],
    [620, 6.9],
    [850, 6.9],
  ])('score %s -> %s%% over 72 months', (creditScore, apr) => {
    const e = estimate({ creditScore })
    expect(e.aprQuote.apr).toBe(apr)
    expect(e.breakdown.apr).toBe(apr)
  })

  it('a lower score never lowers the payment', () => {
    const payments = [850, 610, 590, 570, 550, 510, 490].map(
      (creditScore) => estimate({ creditScore }).breakdown.monthlyPayment,
    )
    expect([...payments].sort((a, b) => a - b)).toEqual(payments)
  })
})

describe('estimateMonthlyPayment: inputs', () => {
  it('a down payment larger than the price finances nothing', () => {
    expect(estimate({ downPaymentDollars: 20000 }, SETTINGS, 500_000).breakdown).toMatchObject({
      amountFinanced: 0,
      monthlyPayment: 0,
    })
  })

  it('trade equity lowers the amount financed and, in IL, the tax', () => {
    const e = estimate({ tradeEquityDollars: 3000 })
    expect(e.breakdown).toMatchObject({ tradeEquity: 300_000, tradeInTaxCredit: 300_000, salesTax: 93_438 })
  })

  it('uses the picked store state', () => {
    expect(estimate({ stateCode: 'IN' }).breakdown).toMatchObject({ stateCode: 'IN', salesTaxRate: 7, titleFee: 1_500 })
  })

  it.each([
    [
      { downPaymentDollars: 20100 },
      'invalid-down-payment',
      'downPaymentDollars',
      'Down payment must be between $0 and $20,000.',
    ],
    [
      { downPaymentDollars: 150 },
      'invalid-down-payment',
      'downPaymentDollars',
      'Down payment must be in steps of $100.',
    ],
    [
      { tradeEquityDollars: -100 },
      'invalid-trade-equity',
      'tradeEquityDollars',
      'Trade equity must be between $0 and $20,000.',
    ],
    [{ creditScore: 725 }, 'invalid-credit-score', 'creditScore', 'Credit score must be in steps of 10.'],
    [{ creditScore: 390 }, 'invalid-credit-score', 'creditScore', 'Credit score must be between 400 and 850.'],
    [{ termMonths: 30 }, 'term-not-allowed', 'termMonths', 'Finance term must be 12, 24, 36, 48, 60 or 72 months.'],
    [{ termMonths: 84 }, 'term-not-allowed', 'termMonths', 'Finance term must be between 12 months and 72 months.'],
    [{ stateCode: 'WI' }, 'unknown-state', 'stateCode', 'No tax and title fees are set for WI.'],
  ] as [EstimateInputs, string, string, string][])('%o -> %s', (inputs, reason, field, message) => {
    expect(estimateMonthlyPayment(PRICE, SETTINGS, inputs)).toEqual({ ok: false, reason, field, message })
  })

  it.each([
    [0, 'price-missing'],
    [-100, 'invalid-price'],
    [Number.NaN, 'invalid-price'],
  ])('price %s -> %s', (price, reason) => {
    expect(estimateMonthlyPayment(price, SETTINGS)).toMatchObject({ ok: false, reason })
  })

  it('a term on the slider without a base rate is a failure, not a throw', () => {
    const settings = { ...SETTINGS, baseRates: SETTINGS.baseRates.filter((r) => r.termMonths !== 72) }
    expect(estimateMonthlyPayment(PRICE, settings)).toMatchObject({
      ok: false,
      reason: 'no-rate-for-term',
      field: 'termMonths',
    })
  })
})
