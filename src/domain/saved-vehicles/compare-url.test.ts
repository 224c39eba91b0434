import { describe, expect, it } from 'vitest'
import { COMPARE_LIMIT_MESSAGE, compareUrl, parseCompareVins, toggleComparePick } from './compare-url'

const A = '1HGCM82633A004352'
const B = '2T1BURHE0JC012345'
const C = '3FA6P0H72HR123456'
const D = '5YJ3E1EA7KF317000'

describe('compare URL: every input gets a clear answer (issue 21, decision 0265)', () => {
  it.each([
    ['two VINs', `${A},${B}`, { ok: true, vins: [A, B] }],
    ['three, lower case and spaces', ` ${A.toLowerCase()} , ${B},${C} `, { ok: true, vins: [A, B, C] }],
    ['one VIN', A, { ok: true, vins: [A] }],
    ['repeats dropped', `${A},${A},${B}`, { ok: true, vins: [A, B] }],
    ['empty commas', `,,${A},,`, { ok: true, vins: [A] }],
    ['repeated parameter: the first wins', [`${A},${B}`, C], { ok: true, vins: [A, B] }],
    ['missing', undefined, { ok: false, reason: 'empty', vins: [] }],
    ['blank', ' , ', { ok: false, reason: 'empty', vins: [] }],
    ['garbage', "<script>alert('x')</script>", { ok: false, reason: 'malformed', vins: [] }],
    ['one bad among good', `${A},nope,${B}`, { ok: false, reason: 'malformed', vins: [A, B] }],
    ['a VIN with O (never in a VIN)', 'OHGCM82633A004352', { ok: false, reason: 'malformed', vins: [] }],
    ['four', `${A},${B},${C},${D}`, { ok: false, reason: 'too-many', vins: [A, B, C] }],
    [
      'a very long value is cut, not an error',
      `${A},${'x'.repeat(100_000)}`,
      { ok: false, reason: 'malformed', vins: [A] },
    ],
  ])('%s', (_name, raw, expected) => {
    const parsed = parseCompareVins(raw)
    expect({ ...parsed, message: undefined }).toEqual({ ...expected, message: undefined })
    if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10)
  })

  it('builds the shareable address (at most three)', () => {
    expect(compareUrl([A.toLowerCase(), B])).toBe(`/compare?vins=${A},${B}`)
    expect(compareUrl([A, B, C, D])).toBe(`/compare?vins=${A},${B},${C}`)
  })
})

describe('picking vehicles to compare', () => {
  it.each([
    ['first pick', [], A, { ok: true, picked: [A] }],
    ['untick', [A, B], A, { ok: true, picked: [B] }],
    ['third pick', [A, B], C, { ok: true, picked: [A, B, C] }],
    ['a fourth explains the limit', [A, B, C], D, { ok: false, picked: [A, B, C], message: COMPARE_LIMIT_MESSAGE }],
  ])('%s', (_name, picked, vin, expected) => {
    expect(toggleComparePick(picked, vin)).toEqual(expected)
  })
})
