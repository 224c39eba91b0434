import { describe, expect, it } from 'vitest'
import { SAMPLE_FINANCE_SETTINGS, estimateMonthlyPayment } from '@/domain/financing'
import { sampleFinanceDoc, toFinanceSettings } from './to-finance-settings'

describe('toFinanceSettings', () => {
  it('round-trips the sample settings through the admin shapes', () => {
    const settings = toFinanceSettings(sampleFinanceDoc(), {
      documentaryFee: 367.7,
      driveFee30Day: 10,
      feeEffectiveDate: '2025-01-01T00:00:00.000Z',
      paymentSliders: null,
    })
    expect(settings).toEqual(SAMPLE_FINANCE_SETTINGS)
  })

  it('uses what the manager typed: rates, taxes, fee and slider bounds', () => {
    const doc = sampleFinanceDoc()
    doc.baseRates = (doc.baseRates ?? []).map((r) => (r.termMonths === 72 ? { ...r, baseApr: 9.9 } : r))
    const s = toFinanceSettings(doc, {
      documentaryFee: 199,
      driveFee30Day: 10,
      feeEffectiveDate: '2020-03-04T06:00:00.000Z',
      paymentSliders: { financeTerm: { min: 12, max: 60, step: 12, default: 60 } },
    })
    expect(s.baseRates.find((r) => r.termMonths === 72)?.baseApr).toBe(9.9)
    expect(s.documentaryFee).toBe(199)
    expect(s.feeEffectiveDate).toBe('2020-03-04')
    expect(s.previousDocumentaryFee).toBeNull()
    expect(s.sliders.financeTerm).toEqual({ min: 12, max: 60, step: 12, default: 60 })
    const estimate = estimateMonthlyPayment(2_000_000, s)
    expect(estimate.ok && estimate.inputs.termMonths).toBe(60)
  })

  it('keeps the fee before the date, for the fee in effect to be chosen at read time (decision 0331)', () => {
    const s = toFinanceSettings(sampleFinanceDoc(), {
      documentaryFee: 377.21,
      previousDocumentaryFee: 367.7,
      feeEffectiveDate: '2027-01-01T06:00:00.000Z',
    })
    expect([s.documentaryFee, s.previousDocumentaryFee, s.feeEffectiveDate]).toEqual([377.21, 367.7, '2027-01-01'])
  })

  it('falls back to the samples where the admin left a list empty or a slider broken', () => {
    const s = toFinanceSettings(
      { baseRates: [], creditTiers: null, states: [], defaultState: 'IN' },
      { paymentSliders: { creditScore: { min: 900, max: 400, step: 10, default: 850 } } },
    )
    expect(s.baseRates).toEqual(SAMPLE_FINANCE_SETTINGS.baseRates)
    expect(s.states).toEqual(SAMPLE_FINANCE_SETTINGS.states)
    expect(s.defaultState).toBe('IN')
    expect(s.sliders.creditScore).toEqual(SAMPLE_FINANCE_SETTINGS.sliders.creditScore)
    expect(s.feeEffectiveDate).toBeNull()
  })

  it.each([
    ['a plate fee the manager typed', 151, 151],
    ['a blank field', null, 0],
    ['a negative figure', -5, 0],
  ] as const)('reads the registration fee from %s (decision 0313)', (_, typed, fee) => {
    const doc = sampleFinanceDoc()
    doc.states = doc.states.map((r) => (r.state === 'IL' ? { ...r, registrationFee: typed } : r))
    expect(toFinanceSettings(doc, {}).states.IL.registrationFee).toBe(fee)
  })

  it('a default state without a tax row falls back to a state that has one', () => {
    const doc = sampleFinanceDoc()
    doc.states = doc.states.filter((r) => r.state === 'IN')
    expect(toFinanceSettings({ ...doc, defaultState: 'IL' }, {}).defaultState).toBe('IN')
  })
})
