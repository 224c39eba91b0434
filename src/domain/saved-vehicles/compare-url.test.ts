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
  const entry = (vin: string) => ({
    vin,
    name: `Vehicle ${vin.slice(-4)}`,
    url: `/v/${vin.toLowerCase()}`,
    image: null,
  })
  const [a, b, c, d] = [A, B, C, D].map(entry)
  it.each([
    ['first pick', [], a, { ok: true, picked: [a] }],
    ['untick', [a, b], a, { ok: true, picked: [b] }],
    ['untick by a VIN in lower case', [a, b], { ...b, vin: B.toLowerCase() }, { ok: true, picked: [a] }],
    ['third pick keeps the order', [a, b], c, { ok: true, picked: [a, b, c] }],
    ['a fourth explains the limit', [a, b, c], d, { ok: false, picked: [a, b, c], message: COMPARE_LIMIT_MESSAGE }],
    ['a malformed entry changes nothing', [a], { ...d, url: 'https://elsewhere.example/' }, { ok: true, picked: [a] }],
  ])('%s', (_name, picked, pick, expected) => {
    expect(toggleComparePick(picked, pick)).toEqual(expected)
  })
})
