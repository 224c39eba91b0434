import { describe, expect, it } from 'vitest'
import { evaluateOffer, offerValidityDays, vehicleAgeYears, type OfferResult } from './offer'
import { SAMPLE_OFFER_SETTINGS, type OfferSettings, type TradeInVehicle, type Valuation } from './offer-settings'

const NOW = new Date('2025-06-15T12:00:00Z')
const VEHICLE: TradeInVehicle = { make: 'Honda', model: 'Accord', model_year: 2015, mileage: 90000 } // 10 years old
const VALUATION: Valuation = { adjusted_whole_avg: 10000, adjusted_retail_avg: 14000 }
const GREAT = { '100': 'great', '500': 'none' }
const GOOD = {
  '100': 'good',
  '200': 'no',
  '201': 'no',
  '202': 'two_or_more',
  '203': ['none'],
  '204': 'good',
  '205': 'light',
  '500': 'none',
}

type Input = {
  vehicle?: TradeInVehicle
  valuation?: Valuation
  answers?: Record<string, unknown>
  settings?: OfferSettings
  now?: Date
}
const run = (input: Input = {}): OfferResult =>
  evaluateOffer(
    'settings' in input ? (input.settings as OfferSettings) : SAMPLE_OFFER_SETTINGS,
    { ...VEHICLE, ...input.vehicle },
    { ...VALUATION, ...input.valuation },
    input.answers ?? GREAT,
    input.now ?? NOW,
  )
const withSettings = (patch: (s: OfferSettings) => void): OfferSettings => {
  const s = structuredClone(SAMPLE_OFFER_SETTINGS)
  patch(s)
  return s
}
const fired = (r: OfferResult) =>
  r.trace.filter((t) => t.kind === 'rule' && t.detail === 'bringVehicleIn').map((t) => t.name)

describe('bringVehicleIn rules (site.md section 4)', () => {
  it.each<[string, Input, string[]]>([
    ['15 years old', { vehicle: { model_year: 2010 } }, ['Model year at least 15 years old']],
    ['14 years old is priced', { vehicle: { model_year: 2011 } }, []],
    ['this model year', { vehicle: { model_year: 2025 } }, ['Model year newer than one year ago']],
    ['next model year', { vehicle: { model_year: '2026' } }, ['Model year newer than one year ago']],
    ['one year old is priced', { vehicle: { model_year: 2024 } }, []],
    ['cash value above 60000', { valuation: { adjusted_whole_avg: 60001 } }, ['Cash offer above 60000']],
    ['cash value of exactly 60000 is priced', { valuation: { adjusted_whole_avg: 60000 } }, []],
    [
      'deductions count before the 60000 test',
      { valuation: { adjusted_whole_avg: 62000 }, answers: { ...GOOD, '200': 'yes' } },
      [],
    ],
    ['listed make, any case', { vehicle: { make: 'tesla' } }, ['Makes we appraise in person']],
    ['another listed make', { vehicle: { make: 'Maserati' } }, ['Makes we appraise in person']],
    ['make and model group', { vehicle: { make: 'Nissan', model: 'Leaf' } }, ['Nissan Leaf']],
    ['same make, other model', { vehicle: { make: 'Nissan', model: 'Altima' } }, []],
    ['160000 miles', { vehicle: { mileage: 160000 } }, ['Mileage at least 160000']],
    ['159999 miles is priced', { vehicle: { mileage: 159999 } }, []],
    ['miles as an alias of mileage', { vehicle: { mileage: undefined, miles: 170000 } }, ['Mileage at least 160000']],
    ['hail or rust', { answers: { '100': 'fair', '300': 'yes' } }, ['Hail damage or rust']],
    ['frame damage or salvage', { answers: { '100': 'fair', '301': 'yes' } }, ['Frame damage or salvage title']],
    ['not running', { answers: { '100': 'poor', '400': 'not_running' } }, ['Not running']],
    ['transmission issues', { answers: { '100': 'poor', '401': 'yes' } }, ['Transmission issues']],
    ['a stale answer of a hidden question does not count', { answers: { '100': 'great', '300': 'yes' } }, []],
    [
      'every reason is named',
      { vehicle: { make: 'Tesla', mileage: 200000 } },
      ['Makes we appraise in person', 'Mileage at least 160000'],
    ],
  ])('%s', (_name, input, reasons) => {
    const result = run(input)
    expect(result.kind).toBe(reasons.length > 0 ? 'bringVehicleIn' : 'offer')
    expect(fired(result)).toEqual(reasons)
    if (result.kind === 'bringVehicleIn') expect(result).not.toHaveProperty('cashNow')
  })
})

describe('pricing: deductions, threshold, adjustment, rounding, the 10-year rule', () => {
  it.each<[string, Input, number, number | null]>([
    ['clean 10-year-old vehicle', {}, 10000, 10558],
    ['rounds the base to whole dollars', { valuation: { adjusted_whole_avg: 10000.5 } }, 10001, 10559],
    [
      'accident below 15000: 5%',
      { valuation: { adjusted_whole_avg: 14999, adjusted_retail_avg: 20000 }, answers: { ...GOOD, '200': 'yes' } },
      14249,
      15211,
    ],
    [
      'accident at 15000: 12%',
      { valuation: { adjusted_whole_avg: 15000, adjusted_retail_avg: 20000 }, answers: { ...GOOD, '200': 'yes' } },
      13200,
      14162,
    ],
    [
      'cash-now adjustment -5% for an older high-mileage vehicle',
      { vehicle: { model_year: 2013, mileage: 130000 } },
      9500,
      10218,
    ],
    [
      'no adjustment when only part of the group matches',
      { vehicle: { model_year: 2013, mileage: 119999 } },
      10000,
      10558,
    ],
    ['9 years old: no moreCashLater', { vehicle: { model_year: 2016 } }, 10000, null],
    ['14 years old: moreCashLater', { vehicle: { model_year: 2011 } }, 10000, 10558],
    [
      'moreCashLater that would not beat cashNow is dropped',
      { valuation: { adjusted_retail_avg: 10000 } },
      10000,
      null,
    ],
    ['no retail value: no moreCashLater', { valuation: { adjusted_retail_avg: null } }, 10000, null],
  ])('%s', (_name, input, cashNow, later) => {
    const result = run(input)
    if (result.kind !== 'offer') throw new Error(`expected an offer, got ${JSON.stringify(result.trace)}`)
    expect(result.cashNow.finalPrice).toBe(cashNow)
    expect(result.moreCashLater?.finalPrice ?? null).toBe(later)
  })

  it('splits the later money by step payments and the trace adds up to the cash price', () => {
    const result = run({
      vehicle: { model_year: 2013, mileage: 130000 },
      valuation: { adjusted_whole_avg: 14000, adjusted_retail_avg: 20000 },
      answers: { ...GOOD, '201': 'yes', '202': 'one' },
    })
    if (result.kind !== 'offer') throw new Error('expected an offer')
    // 14000 - 700 (smoked 5%) - 210 (one key 1.5%) = 13090; -5% = -654.5 -> -655; 12435
    expect(result.cashNow.finalPrice).toBe(12435)
    const cashLines = result.trace.filter(
      (t) => ['base', 'deduction', 'adjustment', 'fallback'].includes(t.kind) && !t.name.startsWith('moreCashLater'),
    )
    expect(cashLines.reduce((s, t) => s + (t.amount ?? 0), 0)).toBe(12435)
    expect(cashLines.map((t) => t.name)).toEqual([
      'cashNow base (adjusted_whole_avg)',
      'Question 201: Yes',
      'Question 202: One',
      'Cash-now adjustment',
    ])
    expect(result.trace).toContainEqual({
      kind: 'rule',
      name: 'Older high-mileage vehicle',
      detail: 'cash-now adjustment',
    })
    const later = result.moreCashLater
    expect(later?.initPrice).toBe(8456) // 68% of 12435 = 8455.8
    // net 20000 - max(560, 910) - (995 + 1000) = 17095; 32% of (17095 - 12435) = 1491.2 -> 1491
    expect(later?.additionalPayments).toEqual([
      { label: '30 days after pickup', amount: 2735 },
      { label: 'When your vehicle sells', amount: 2735 },
    ])
    expect(later?.finalPrice).toBe(13926)
    expect(later && later.initPrice + later.additionalPayments.reduce((s, p) => s + p.amount, 0)).toBe(
      later?.finalPrice,
    )
  })

  it.each<[string, (s: OfferSettings) => void, Array<[string, number]>, number]>([
    [
      'uneven steps: the last takes the rest',
      (s) => {
        s.moreCashLater.stepPayments = [
          { label: 'A', percent: 30 },
          { label: 'B', percent: 30 },
        ]
      },
      [
        ['A', 1127],
        ['B', 2631],
      ],
      10558,
    ],
    [
      'no steps: one payment when the vehicle sells',
      (s) => {
        s.moreCashLater.stepPayments = []
      },
      [['When your vehicle sells', 3758]],
      10558,
    ],
    [
      'fixed additional payments are added',
      (s) => {
        s.moreCashLater.additionalPayments = [{ label: 'Bonus', amount: 250.4 }]
      },
      [
        ['30 days after pickup', 1879],
        ['When your vehicle sells', 1879],
        ['Bonus', 250],
      ],
      10808,
    ],
  ])('%s', (_name, patch, payments, finalPrice) => {
    const result = run({ settings: withSettings(patch) })
    if (result.kind !== 'offer') throw new Error('expected an offer')
    expect(result.moreCashLater?.additionalPayments.map((p) => [p.label, p.amount])).toEqual(payments)
    expect(result.moreCashLater?.finalPrice).toBe(finalPrice)
  })
})

describe('cashNow under 1000 falls back (site.md section 4)', () => {
  const floor = withSettings((s) => {
    s.cashNow.belowMinimum = 'floor'
  })
  it.each<[string, Input, number | null]>([
    ['999 goes to bringVehicleIn', { valuation: { adjusted_whole_avg: 999 } }, null],
    ['exactly 1000 is priced', { valuation: { adjusted_whole_avg: 1000 } }, 1000],
    [
      'deductions can push it under',
      { valuation: { adjusted_whole_avg: 1050 }, answers: { ...GOOD, '201': 'yes' } },
      null,
    ],
    ['floor setting pays the minimum', { valuation: { adjusted_whole_avg: 800 }, settings: floor }, 1000],
    ['floor setting leaves higher offers alone', { valuation: { adjusted_whole_avg: 1200 }, settings: floor }, 1200],
  ])('%s', (_name, input, price) => {
    const result = run(input)
    expect(result.kind === 'offer' ? result.cashNow.finalPrice : null).toBe(price)
    if (price === null) expect(result.trace.at(-1)).toMatchObject({ kind: 'fallback', name: 'Cash offer under 1000' })
  })

  it('traces the floor with its amount', () => {
    expect(run({ valuation: { adjusted_whole_avg: 800 }, settings: floor }).trace).toContainEqual({
      kind: 'fallback',
      name: 'Cash offer raised to the 1000 floor',
      amount: 200,
    })
  })
})

describe('expiry: offers are valid 7 days (site.md section 9)', () => {
  it.each<[string, OfferSettings, string]>([
    ['2025-06-15T12:00:00.000Z', SAMPLE_OFFER_SETTINGS, '2025-06-22T12:00:00.000Z'],
    ['2025-12-28T23:30:00.000Z', SAMPLE_OFFER_SETTINGS, '2026-01-04T23:30:00.000Z'],
    [
      '2025-06-15T12:00:00.000Z',
      withSettings((s) => {
        s.validityDays = 3
      }),
      '2025-06-18T12:00:00.000Z',
    ],
    [
      '2025-06-15T12:00:00.000Z',
      withSettings((s) => {
        s.validityDays = 0
      }),
      '2025-06-22T12:00:00.000Z',
    ],
    [
      '2025-06-15T12:00:00.000Z',
      withSettings((s) => {
        s.validityDays = 1e300
      }),
      '2025-06-22T12:00:00.000Z',
    ],
  ])('%s -> %s', (now, settings, expiresAt) => {
    const result = run({ now: new Date(now), settings })
    expect(result.kind === 'offer' && result.expiresAt).toBe(expiresAt)
  })

  // The same number the sell-or-trade page prints for {offer validity days} (issue 20).
  it.each<[unknown, number]>([
    [3, 3],
    [366, 366],
    [0, 7],
    [-2, 7],
    [367, 7],
    [null, 7],
    [undefined, 7],
    ['5', 7],
    [Number.NaN, 7],
  ])('validity %s -> %i days', (stored, days) => {
    expect(offerValidityDays(stored)).toBe(days)
  })

  it.each([
    [2015, '2025-01-01T00:00:00Z', 10],
    ['2015', '2025-12-31T23:59:59Z', 10],
    [2026, '2025-06-15T00:00:00Z', -1],
    ['n/a', '2025-06-15T00:00:00Z', null],
  ])('model year %j at %s is %s years old', (year, now, age) => {
    expect(vehicleAgeYears(year, new Date(now))).toBe(age)
  })
})

describe('robustness against malformed stored settings and input (never throws)', () => {
  const bad = (patch: (s: Record<string, any>) => void) => withSettings(patch as (s: OfferSettings) => void)
  it.each<[string, Input, OfferResult['kind'], boolean]>([
    [
      'unknown price key',
      {
        settings: bad((s) => {
          s.cashNow.priceKey = 'bogus'
        }),
      },
      'bringVehicleIn',
      false,
    ],
    ['valuation as text', { valuation: { adjusted_whole_avg: '10000' as unknown as number } }, 'bringVehicleIn', false],
    ['negative valuation', { valuation: { adjusted_whole_avg: -5 } }, 'bringVehicleIn', false],
    ['invalid now', { now: new Date('nope') }, 'bringVehicleIn', false],
    ['settings missing', { settings: null as unknown as OfferSettings }, 'bringVehicleIn', false],
    [
      'bringVehicleIn rules not a list',
      {
        settings: bad((s) => {
          s.bringVehicleIn = { field: 'make' }
        }),
      },
      'offer',
      true,
    ],
    [
      'garbage rules',
      {
        settings: bad((s) => {
          s.bringVehicleIn = [
            null,
            { field: 'foo', operator: '==', value: 1 },
            { all: [] },
            { field: 'make', operator: 'in', value: 'Tesla' },
          ]
        }),
      },
      'offer',
      true,
    ],
    [
      'adjustment missing',
      {
        settings: bad((s) => {
          delete s.cashNow.adjustment
        }),
      },
      'offer',
      false,
    ],
    [
      'moreCashLater missing',
      {
        settings: bad((s) => {
          delete s.moreCashLater
        }),
      },
      'offer',
      false,
    ],
    [
      'advertising missing',
      {
        settings: bad((s) => {
          delete s.moreCashLater.advertising
        }),
      },
      'offer',
      true,
    ],
    [
      'questions not a list',
      {
        settings: bad((s) => {
          s.questions = 'x'
        }),
        answers: { '200': 'yes' },
      },
      'offer',
      false,
    ],
    ['answers null', { answers: null as unknown as Record<string, unknown> }, 'offer', false],
    [
      'minimum not a number falls back to 1000',
      {
        settings: bad((s) => {
          s.cashNow.minimum = 'x'
        }),
        valuation: { adjusted_whole_avg: 999 },
      },
      'bringVehicleIn',
      false,
    ],
  ])('%s', (_name, input, kind, hasError) => {
    expect(() => run(input)).not.toThrow()
    const result = run(input)
    expect(result.kind).toBe(kind)
    expect(result.trace.some((t) => t.kind === 'error')).toBe(hasError)
  })

  it('is pure: same input, same output, settings untouched', () => {
    const before = structuredClone(SAMPLE_OFFER_SETTINGS)
    expect(run({ answers: GOOD })).toEqual(run({ answers: GOOD }))
    expect(SAMPLE_OFFER_SETTINGS).toEqual(before)
  })
})
