import { describe, expect, it } from 'vitest'
import { amountFinanced } from './amount-financed'
import {
  OUT_THE_DOOR_LINE_KINDS,
  outTheDoor,
  outTheDoorSummary,
  priceLines,
  registrationIncluded,
  type OutTheDoor,
} from './out-the-door'
import { SAMPLE_FINANCE_SETTINGS, type FinanceSettings } from './settings'

/**
 * Cases worked by hand (docs/decisions/0313 shows the arithmetic) with the sample settings:
 * documentary fee $367.70 in effect since 1/1/2025, 30-day drive fee $10, IL 6.25 % and $165
 * title, IN 7 % and $15 title; both states tax the price less the whole trade.
 */
function otd(priceDollars: number, stateCode: string, tradeEquityDollars = 0, settings = SAMPLE_FINANCE_SETTINGS) {
  const result = outTheDoor(Math.round(priceDollars * 100), settings, { stateCode, tradeEquityDollars })
  if (!result.ok) throw new Error(`expected a figure, got ${result.reason}`)
  return result
}

const amounts = (r: OutTheDoor) => Object.fromEntries(r.lines.map((l) => [l.kind, l.amount]))

describe('outTheDoor: hand-worked cases', () => {
  it.each([
    // label, price $, state, trade $, sales tax ¢, total ¢, due after trade ¢
    // 18,995 + 367.70 + 10 + 1,187.19 (6.25 % of 18,995 = 1,187.1875) + 165
    ['IL, $18,995, no trade', 18_995, 'IL', 0, 118_719, 2_072_489, 2_072_489],
    // taxed on 18,995 - 3,000 = 15,995: 999.6875 -> 999.69; total 20,537.39; less the trade 17,537.39
    ['IL, $18,995, $3,000 trade', 18_995, 'IL', 3_000, 99_969, 2_053_739, 1_753_739],
    // a trade above the old $10,000 cap is credited whole: taxed on 5,000 -> 312.50
    ['IL, $20,000, $15,000 trade', 20_000, 'IL', 15_000, 31_250, 2_085_520, 585_520],
    // 18,995 + 367.70 + 10 + 1,329.65 (7 % of 18,995) + 15
    ['IN, $18,995, no trade', 18_995, 'IN', 0, 132_965, 2_071_735, 2_071_735],
    // taxed on 15,995: 1,119.65; total 20,507.35; less the trade 17,507.35
    ['IN, $18,995, $3,000 trade', 18_995, 'IN', 3_000, 111_965, 2_050_735, 1_750_735],
    // the spec's $17,950 car: 1,121.875 rounds away from zero to 1,121.88
    ['IL, $17,950, no trade', 17_950, 'IL', 0, 112_188, 1_961_458, 1_961_458],
  ] as const)('%s', (_, price, state, trade, salesTax, total, due) => {
    const r = otd(price, state, trade)
    expect(amounts(r)).toEqual({
      price: price * 100,
      'documentary-fee': 36_770,
      'drive-fee': 1_000,
      'sales-tax': salesTax,
      'title-fee': state === 'IL' ? 16_500 : 1_500,
    })
    expect(r.total).toBe(total)
    expect(r.tradeEquity).toBe(trade * 100)
    expect(r.tradeInTaxCredit).toBe(trade * 100)
    expect(r.dueAfterTrade).toBe(due)
  })

  it('labels each line with the state, the rate and the fee date', () => {
    expect(otd(18_995, 'IN').lines.map((l) => l.label)).toEqual([
      'Price',
      'Documentary fee (in effect since 1/1/2025)',
      '30-day drive fee',
      'Sales tax (IN, 7%)',
      'Title fee (IN)',
    ])
    expect(outTheDoorSummary(otd(18_995, 'IN'))).toBe(
      '$20,717.35 estimated out-the-door (IN sales tax, title and fees)',
    )
  })

  it('follows the fee and the effective date in the settings', () => {
    const r = otd(18_995, 'IN', 0, {
      ...SAMPLE_FINANCE_SETTINGS,
      documentaryFee: 377.5,
      feeEffectiveDate: '2026-01-01',
    })
    expect(r.lines[1]).toEqual({
      kind: 'documentary-fee',
      label: 'Documentary fee (in effect since 1/1/2026)',
      amount: 37_750,
    })
    expect(r.total).toBe(2_071_735 + 980)
  })

  it('leaves the 30-day drive fee out where it does not apply', () => {
    const r = otd(18_995, 'IN', 0, { ...SAMPLE_FINANCE_SETTINGS, driveFee30Day: 0 })
    expect(r.lines.map((l) => l.kind)).not.toContain('drive-fee')
    expect(r.total).toBe(2_071_735 - 1_000)
  })

  it.each([
    // label, state, registration $, total ¢: the no-trade totals above plus the fee
    ['IL plates at $151', 'IL', 151, 2_072_489 + 15_100],
    ['IN plates at $21.35', 'IN', 21.35, 2_071_735 + 2_135],
  ] as const)(
    '%s: a registration line after the title fee, in the total and in what is financed',
    (_, state, fee, total) => {
      const settings: FinanceSettings = {
        ...SAMPLE_FINANCE_SETTINGS,
        states: {
          ...SAMPLE_FINANCE_SETTINGS.states,
          [state]: { ...SAMPLE_FINANCE_SETTINGS.states[state], registrationFee: fee },
        },
      }
      const r = otd(18_995, state, 0, settings)
      expect(r.lines.at(-1)).toEqual({
        kind: 'registration-fee',
        label: `Registration (${state})`,
        amount: Math.round(fee * 100),
      })
      expect(registrationIncluded(r.lines)).toBe(true)
      expect(r.total).toBe(total)
      const engine = amountFinanced(
        { price: 1_899_500, downPayment: 0, tradeEquity: 0 },
        settings.states[state],
        settings,
      )
      expect(engine.amountFinanced).toBe(total)
    },
  )

  it('the seeded settings charge no registration (site.md section 9 names tax and title only), and say so', () => {
    for (const state of ['IL', 'IN']) {
      const r = otd(18_995, state)
      expect(r.lines.map((l) => l.kind)).not.toContain('registration-fee')
      expect(registrationIncluded(r.lines)).toBe(false)
    }
  })

  it('answers a failure value, not a figure, for no price, a negative trade or a state without fees', () => {
    expect(outTheDoor(0, SAMPLE_FINANCE_SETTINGS, { stateCode: 'IL' })).toMatchObject({
      ok: false,
      reason: 'price-missing',
    })
    expect(outTheDoor(100, SAMPLE_FINANCE_SETTINGS, { stateCode: 'IL', tradeEquityDollars: -1 })).toMatchObject({
      ok: false,
      reason: 'invalid-trade-equity',
    })
    expect(outTheDoor(100, SAMPLE_FINANCE_SETTINGS, { stateCode: 'WI' })).toMatchObject({
      ok: false,
      reason: 'unknown-state',
    })
  })
})

describe('outTheDoor: compliance with 14 Ill. Adm. Code 475.310', () => {
  // Settings far from the samples, so a line that only happens to match them cannot hide.
  const odd: FinanceSettings = {
    ...SAMPLE_FINANCE_SETTINGS,
    documentaryFee: 401.13,
    driveFee30Day: 17.5,
    states: {
      IL: { ...SAMPLE_FINANCE_SETTINGS.states.IL, registrationFee: 151 },
      IN: { ...SAMPLE_FINANCE_SETTINGS.states.IN, registrationFee: 21.35 },
      ZZ: { salesTaxRate: 9.5, titleFee: 77, tradeInTaxCredit: false, registrationFee: 33.3 },
    },
  }

  it.each([
    ['IL', 0],
    ['IN', 2_500],
    ['ZZ', 4_000],
  ])('%s with a $%i trade: only price, tax, title, licence and the documentary fee', (state, trade) => {
    const r = otd(23_456.78, state, trade, odd)
    // Nothing but the allowed kinds, each at most once, the advertised price first.
    expect(r.lines.map((l) => l.kind)).toEqual([...OUT_THE_DOOR_LINE_KINDS])
    expect(r.lines[0].amount).toBe(2_345_678)
    // The figure is exactly the lines: nothing is added that is not listed.
    expect(r.total).toBe(r.lines.reduce((sum, l) => sum + l.amount, 0))
    // And exactly what the payment engine charges before any down payment: should the engine ever
    // add another fee to what it finances, this fails until that fee is a listed, allowed line.
    const engine = amountFinanced(
      { price: 2_345_678, downPayment: 0, tradeEquity: trade * 100 },
      odd.states[state],
      odd,
    )
    expect(r.dueAfterTrade).toBe(engine.amountFinanced)
    expect(r.total - r.tradeEquity).toBe(engine.amountFinanced)
  })

  it('the payment panel lists the same lines from its own breakdown', () => {
    const engine = amountFinanced({ price: 1_899_500, downPayment: 100_000, tradeEquity: 0 }, odd.states.IN, odd)
    const fromPanel = priceLines({ ...engine, stateCode: 'IN' }, odd.feeEffectiveDate)
    expect(fromPanel).toEqual(otd(18_995, 'IN', 0, odd).lines)
  })
})
