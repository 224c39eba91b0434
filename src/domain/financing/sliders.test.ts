import { describe, expect, it } from 'vitest'
import {
  clampToSlider,
  defaultDownPaymentDollars,
  downPaymentFromPercent,
  ESTIMATE_DEFAULTS,
  percentSliderBounds,
  SAMPLE_PAYMENT_SLIDERS as S,
  type SliderBounds,
  validateSliderValue,
} from './sliders'

describe('clampToSlider', () => {
  it.each([
    ['down payment in range', 1000, S.downPayment, 1000],
    ['down payment snaps to $100', 1049, S.downPayment, 1000],
    ['down payment snaps up at half a step', 1050, S.downPayment, 1100],
    ['down payment below min', -500, S.downPayment, 0],
    ['down payment above max', 25000, S.downPayment, 20000],
    ['credit score below min', 300, S.creditScore, 400],
    ['credit score snaps', 724, S.creditScore, 720],
    ['finance term snaps', 50, S.financeTerm, 48],
    ['finance term above max', 84, S.financeTerm, 72],
    ['lease term grid starts at 24', 37, S.leaseTerm, 36],
    ['lease term top', 39, S.leaseTerm, 39],
    ['lease miles', 13000, S.leaseMiles, 12500],
    ['NaN gives the default', Number.NaN, S.creditScore, 850],
    ['max off the grid never snaps past max', 20050, { min: 0, max: 20050, step: 100, default: 0 }, 20000],
    ['zero step only clamps', 33.3, { min: 0, max: 50, step: 0, default: 0 }, 33.3],
  ] as [string, number, SliderBounds, number][])('%s: %s -> %s', (_, value, slider, expected) => {
    expect(clampToSlider(value, slider)).toBe(expected)
  })
})

describe('validateSliderValue', () => {
  it.each([
    [0, S.downPayment, 'downPayment'],
    [20000, S.downPayment, 'downPayment'],
    [1000, S.downPayment, 'downPayment'],
    [400, S.creditScore, 'creditScore'],
    [850, S.creditScore, 'creditScore'],
    [12, S.financeTerm, 'financeTerm'],
    [72, S.financeTerm, 'financeTerm'],
    [39, S.leaseTerm, 'leaseTerm'],
    [15000, S.leaseMiles, 'leaseMiles'],
  ] as const)('accepts %s for %s', (value, slider, name) => {
    expect(validateSliderValue(value, slider, name)).toEqual({ ok: true, value })
  })

  it.each([
    [20100, S.downPayment, 'downPayment', 'out-of-range', 'Down payment must be between $0 and $20,000.'],
    [-100, S.tradeEquity, 'tradeEquity', 'out-of-range', 'Trade equity must be between $0 and $20,000.'],
    [1050, S.downPayment, 'downPayment', 'off-step', 'Down payment must be in steps of $100.'],
    [390, S.creditScore, 'creditScore', 'out-of-range', 'Credit score must be between 400 and 850.'],
    [855, S.creditScore, 'creditScore', 'out-of-range', 'Credit score must be between 400 and 850.'],
    [725, S.creditScore, 'creditScore', 'off-step', 'Credit score must be in steps of 10.'],
    [84, S.financeTerm, 'financeTerm', 'out-of-range', 'Finance term must be between 12 months and 72 months.'],
    [30, S.financeTerm, 'financeTerm', 'off-step', 'Finance term must be 12, 24, 36, 48, 60 or 72 months.'],
    [25, S.leaseTerm, 'leaseTerm', 'off-step', 'Lease term must be 24, 27, 30, 33, 36 or 39 months.'],
    [11000, S.leaseMiles, 'leaseMiles', 'off-step', 'Lease miles must be 10,000, 12,500 or 15,000 miles.'],
    [Number.NaN, S.creditScore, 'creditScore', 'not-a-number', 'Credit score must be a number.'],
  ] as const)('refuses %s for %s (%s)', (value, slider, name, reason, message) => {
    expect(validateSliderValue(value, slider, name)).toEqual({ ok: false, reason, message })
  })

  it('speaks of a generic value without a slider name', () => {
    expect(validateSliderValue(5, { min: 10, max: 20, step: 1, default: 10 })).toMatchObject({
      message: 'Value must be between 10 and 20.',
    })
  })

  it('tolerates floating point on fractional steps', () => {
    expect(validateSliderValue(0.3, { min: 0, max: 1, step: 0.1, default: 0 }).ok).toBe(true)
  })
})

describe('down payment defaults', () => {
  it.each([
    ['amount mode ignores the price', 1795000, 'amount', 1000],
    ['amount mode on a cheap car', 300000, 'amount', 1000],
    ['percent mode: 20% of $17,950 on the $100 grid', 1795000, 'percent', 3600],
    ['percent mode capped at the slider max', 15000000, 'percent', 20000],
  ] as const)('%s', (_, price, mode, expected) => {
    expect(defaultDownPaymentDollars(price, S.downPayment, mode)).toBe(expected)
  })

  it.each([
    [1795000, 5, 900], // $897.50 snaps to $900
    [1795000, 0, 0],
    [2000000, 100, 20000],
    [599500, 100, 5900], // all of $5,995: the grid's $6,000 would be more than the price
    [599500, 95, 5700], // $5,695.25 snaps to $5,700, within the price
  ])('%s cents at %s%% -> $%s', (price, percent, expected) => {
    expect(downPaymentFromPercent(price, percent, S.downPayment)).toBe(expected)
  })
})

describe('slider settings and estimate defaults of site.md section 9', () => {
  it('bounds, steps and starting positions, lease included', () => {
    expect(S).toEqual({
      downPayment: { min: 0, max: 20000, step: 100, default: 1000, percentStep: 5, defaultPercent: 20 },
      tradeEquity: { min: 0, max: 20000, step: 100, default: 0 },
      creditScore: { min: 400, max: 850, step: 10, default: 850 },
      // 72, not the spec's slider default of 24: the Chrome-data default wins (docs/decisions/0050).
      financeTerm: { min: 12, max: 72, step: 12, default: 72 },
      leaseTerm: { min: 24, max: 39, step: 3, default: 36 },
      leaseMiles: { min: 10000, max: 15000, step: 2500, default: 10000 },
    })
  })

  it('the Chrome-data defaults every estimate starts from', () => {
    expect(ESTIMATE_DEFAULTS).toEqual({
      creditScore: 850,
      financeTermMonths: 72,
      leaseTermMonths: 36,
      leaseMilesPerYear: 10000,
    })
  })
})

describe('percentSliderBounds', () => {
  const down = S.downPayment
  it.each([
    ['the spec: step 5, default 20', down, { min: 0, max: 100, step: 5, default: 20 }],
    [
      "an editor's step 10, default 25 snaps to 30",
      { ...down, percentStep: 10, defaultPercent: 25 },
      { min: 0, max: 100, step: 10, default: 30 },
    ],
    [
      'no percent settings: the spec values',
      { ...down, percentStep: null, defaultPercent: null },
      { min: 0, max: 100, step: 5, default: 20 },
    ],
    ['a nonsense step falls back to 5', { ...down, percentStep: 0 }, { min: 0, max: 100, step: 5, default: 20 }],
  ])('%s', (_name, slider, expected) => {
    expect(percentSliderBounds(slider)).toEqual(expected)
  })
})
