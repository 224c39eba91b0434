import { describe, expect, it } from 'vitest'
import { formatUsd } from '@/domain/money'
import { calculateLoan, type LoanInput } from './payment'
import { SAMPLE_FINANCE_SETTINGS, type FinanceSettings } from './settings'

const base: LoanInput = {
  price: 1_795_000,
  downPayment: 50_000,
  tradeEquity: 0,
  termMonths: 72,
  apr: 6.9,
  stateCode: 'IL',
}

// A state with no trade-in tax credit, and one that caps the credit at $10,000 (as Illinois did in
// 2020 and 2021, docs/decisions/0313), to show the per-state settings at work.
const settings: FinanceSettings = {
  ...SAMPLE_FINANCE_SETTINGS,
  states: {
    ...SAMPLE_FINANCE_SETTINGS.states,
    XX: { salesTaxRate: 5, titleFee: 100, tradeInTaxCredit: false },
    CP: { salesTaxRate: 6.25, titleFee: 165, tradeInTaxCredit: true, tradeInTaxCreditCap: 10000 },
  },
}

function breakdown(overrides: Partial<LoanInput>) {
  const result = calculateLoan({ ...base, ...overrides }, settings)
  if (!result.ok) throw new Error(`expected a loan, got ${result.reason}`)
  return result.breakdown
}

describe('calculateLoan: the spec example through the whole engine', () => {
  it('a $17,950 car in IL with $500 down finances about $19,116 and costs $325/mo at 6.9% over 72 months', () => {
    const b = breakdown({})
    expect(b).toMatchObject({
      price: 1_795_000,
      documentaryFee: 36_770, // $367.70 (site.md section 9)
      driveFee: 1_000, // 30-day drive fee $10
      titleFee: 16_500, // IL sample title fee $165
      salesTaxRate: 6.25,
      taxableAmount: 1_795_000,
      salesTax: 112_188, // $1,121.875 rounds away from zero
      downPayment: 50_000,
      amountFinanced: 1_911_458,
      apr: 6.9,
      termMonths: 72,
      stateCode: 'IL',
    })
    expect(formatUsd(b.monthlyPayment, { whole: true })).toBe('$325')
    expect(b.monthlyPayment).toBe(32_497)
    expect(b.totalOfPayments).toBe(2_339_766)
    expect(b.financeCharge).toBe(b.totalOfPayments - b.amountFinanced)
  })
})

describe('calculateLoan: taxes, fees and trade credit per state', () => {
  it.each([
    // label, overrides, taxable, tax credit, sales tax, title fee, amount financed
    ['IL, no trade', {}, 1_795_000, 0, 112_188, 16_500, 1_911_458],
    [
      'IL, $5,000 trade: tax on price minus trade',
      { tradeEquity: 500_000 },
      1_295_000,
      500_000,
      80_938,
      16_500,
      1_380_208,
    ],
    [
      'IL, $15,000 trade: the full trade is credited (no cap since 2022)',
      { tradeEquity: 1_500_000 },
      295_000,
      1_500_000,
      18_438,
      16_500,
      317_708,
    ],
    [
      'a state capping the credit at $10,000',
      { stateCode: 'CP', tradeEquity: 1_500_000 },
      795_000,
      1_000_000,
      49_688,
      16_500,
      348_958,
    ],
    ['IN, no trade: 7% and $15 title', { stateCode: 'IN' }, 1_795_000, 0, 125_650, 1_500, 1_909_920],
    [
      'IN, $15,000 trade: no cap',
      { stateCode: 'IN', tradeEquity: 1_500_000 },
      295_000,
      1_500_000,
      20_650,
      1_500,
      304_920,
    ],
    [
      'state without trade credit taxes the full price',
      { stateCode: 'XX', tradeEquity: 500_000 },
      1_795_000,
      0,
      89_750,
      10_000,
      1_382_520,
    ],
    [
      'trade above the price never makes tax negative',
      { stateCode: 'IN', price: 1_000_000, tradeEquity: 1_500_000, downPayment: 0 },
      0,
      1_000_000,
      0,
      1_500,
      0,
    ],
  ] as [string, Partial<LoanInput>, number, number, number, number, number][])(
    '%s',
    (_, overrides, taxableAmount, tradeInTaxCredit, salesTax, titleFee, amountFinanced) => {
      expect(breakdown(overrides)).toMatchObject({
        taxableAmount,
        tradeInTaxCredit,
        salesTax,
        titleFee,
        amountFinanced,
      })
    },
  )

  it('amount financed = price + fees + tax - down - trade', () => {
    const b = breakdown({ tradeEquity: 250_000, downPayment: 120_000 })
    expect(b.amountFinanced).toBe(
      b.price + b.documentaryFee + b.driveFee + b.titleFee + b.salesTax - b.downPayment - b.tradeEquity,
    )
  })
})

describe('calculateLoan: payments', () => {
  it('0% APR divides evenly and charges nothing, even when the cents do not divide', () => {
    // $10,000 + $367.70 doc + $10 drive + $100 title + $500 tax = $10,977.70 over 72 months.
    const b = breakdown({ apr: 0, price: 1_000_000, downPayment: 0, stateCode: 'XX', termMonths: 72 })
    expect(b).toMatchObject({
      amountFinanced: 1_097_770,
      monthlyPayment: 15_247,
      totalOfPayments: 1_097_770,
      financeCharge: 0,
    })
  })

  it.each([
    ['down payment larger than the price', { downPayment: 5_000_000 }],
    ['down payment equal to everything owed', { downPayment: 1_911_458 + 50_000 }],
    ['down plus trade cover everything', { downPayment: 1_000_000, tradeEquity: 1_000_000 }],
  ] as [string, Partial<LoanInput>][])('%s: nothing financed, nothing to pay', (_, overrides) => {
    expect(breakdown(overrides)).toMatchObject({
      amountFinanced: 0,
      monthlyPayment: 0,
      totalOfPayments: 0,
      financeCharge: 0,
    })
  })

  it.each([
    [12, 6.9],
    [24, 5.9],
    [36, 16.4],
    [48, 6.7],
    [60, 7.4],
    [72, 26.9],
  ])('payments are rounded to the cent: %s months at %s%%', (termMonths, apr) => {
    const b = breakdown({ termMonths, apr })
    expect(Number.isInteger(b.monthlyPayment)).toBe(true)
    expect(Number.isInteger(b.totalOfPayments)).toBe(true)
    expect(b.financeCharge).toBeGreaterThan(0)
    expect(Math.abs(b.totalOfPayments - b.monthlyPayment * termMonths)).toBeLessThanOrEqual(termMonths)
  })

  it('a higher APR always costs more', () => {
    expect(breakdown({ apr: 16.9 }).monthlyPayment).toBeGreaterThan(breakdown({ apr: 6.9 }).monthlyPayment)
  })
})

describe('calculateLoan: bad input is a value, never a throw', () => {
  it.each([
    ['negative price', { price: -1 }, 'invalid-price'],
    ['fractional cents', { price: 1_795_000.5 }, 'invalid-price'],
    ['NaN price', { price: Number.NaN }, 'invalid-price'],
    ['call for pricing', { price: 0 }, 'price-missing'],
    ['negative down payment', { downPayment: -100 }, 'invalid-down-payment'],
    ['negative trade equity', { tradeEquity: -100 }, 'invalid-trade-equity'],
    ['term off the 12-month steps', { termMonths: 30 }, 'term-not-allowed'],
    ['term above the slider', { termMonths: 84 }, 'term-not-allowed'],
    ['term zero', { termMonths: 0 }, 'term-not-allowed'],
    ['negative APR', { apr: -1 }, 'invalid-apr'],
    ['absurd APR', { apr: 150 }, 'invalid-apr'],
    ['NaN APR', { apr: Number.NaN }, 'invalid-apr'],
    ['store state without fees', { stateCode: 'WI' }, 'unknown-state'],
    ['inherited key is not a state', { stateCode: 'toString' }, 'unknown-state'],
  ] as [string, Partial<LoanInput>, string][])('%s -> %s', (_, overrides, reason) => {
    const result = calculateLoan({ ...base, ...overrides }, settings)
    expect(result).toMatchObject({ ok: false, reason })
    if (!result.ok) expect(result.message.length).toBeGreaterThan(0)
  })

  it('names the allowed terms in the message', () => {
    expect(calculateLoan({ ...base, termMonths: 30 }, settings)).toMatchObject({
      message: 'Finance term must be 12, 24, 36, 48, 60 or 72 months.',
      field: 'termMonths',
    })
  })
})
