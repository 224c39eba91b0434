import { describe, expect, it } from 'vitest'
import { aprFor, creditTierFor } from './apr'
import { SAMPLE_FINANCE_SETTINGS, SPEC_CREDIT_TIERS } from './settings'

describe('creditTierFor: every boundary of site.md section 9', () => {
  it.each([
    [0, 10], // no score: the lowest tier, not a refusal
    [299, 10], // below the table: treated as 300-499
    [300, 10],
    [400, 10], // the slider's minimum
    [499, 10],
    [500, 8],
    [519, 8],
    [520, 6.5],
    [559, 6.5],
    [560, 4.5],
    [579, 4.5],
    [580, 3],
    [599, 3],
    [600, 1.5],
    [619, 1.5],
    [619.5, 1.5],
    [620, 0],
    [850, 0],
    [900, 0], // above the FICO range: still the top tier
  ])('score %s adds %s', (score, addOn) => {
    expect(creditTierFor(score, SPEC_CREDIT_TIERS).addOnApr).toBe(addOn)
  })

  it('does not depend on the order tiers are listed in', () => {
    expect(creditTierFor(605, [...SPEC_CREDIT_TIERS].reverse()).addOnApr).toBe(1.5)
  })

  it('adds nothing when the settings carry no tiers', () => {
    expect(creditTierFor(450, []).addOnApr).toBe(0)
  })
})

describe('aprFor: base rate for the term + credit add-on', () => {
  it.each([
    [72, 850, 6.9],
    [72, 620, 6.9],
    [72, 619, 8.4],
    [72, 599, 9.9],
    [72, 579, 11.4],
    [72, 559, 13.4],
    [72, 519, 14.9],
    [72, 499, 16.9],
    [72, 299, 16.9],
    [60, 850, 7.4],
    [60, 560, 11.9],
    [36, 560, 10.9],
    [12, 500, 13.9],
    [24, 600, 7.4],
    [48, 520, 13.2],
  ])('%s months, score %s -> %s%%', (term, score, apr) => {
    const quote = aprFor(term, score, SAMPLE_FINANCE_SETTINGS)
    expect(quote).toMatchObject({ ok: true, apr, termMonths: term, creditScore: score })
  })

  it('reports which tier fired', () => {
    expect(aprFor(72, 585, SAMPLE_FINANCE_SETTINGS)).toMatchObject({
      baseApr: 6.9,
      addOnApr: 3,
      tier: { minScore: 580, addOnApr: 3 },
    })
  })

  it.each([
    [84, 850, 'no-rate-for-term'],
    [0, 850, 'no-rate-for-term'],
    [72, Number.NaN, 'invalid-credit-score'],
    [72, -1, 'invalid-credit-score'],
    [72, Infinity, 'invalid-credit-score'],
  ])('%s months, score %s -> %s', (term, score, reason) => {
    expect(aprFor(term, score, SAMPLE_FINANCE_SETTINGS)).toMatchObject({ ok: false, reason })
  })
})
