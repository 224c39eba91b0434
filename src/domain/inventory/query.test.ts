import { describe, expect, it } from 'vitest'
import {
  buildQueryString,
  clampPage,
  firstValue,
  parsePageParam,
  pickQueryEntries,
  safeDecode,
  sanitizeKeyword,
  toQueryRecord,
} from './query'

describe('sanitizeKeyword', () => {
  it.each([
    ['  Camry  ', 'camry'],
    ['Honda   CR-V', 'honda cr-v'],
    ['<script>alert(1)</script>', 'script alert 1 /script'],
    ["'; DROP TABLE vehicles; --", "' drop table vehicles --"],
    ['" OR ""="', 'or'],
    ['a\u0000b\nc', 'a b c'],
    ['   ', undefined],
    ['<>', undefined],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['a '.repeat(60), 'a '.repeat(50).trim()], // cut to 100, then trimmed
    ['Citroën C4', 'citroën c4'],
    [undefined, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeKeyword(input)).toBe(expected)
  })
})

describe('parsePageParam', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-1', 1],
    ['abc', 1],
    ['2.5', 1],
    ['', 1],
    [' 3 ', 3],
    ['999999', 10_000], // capped; the caller clamps to the last page
    ['99999999999999999999', 1], // too long to be a page
    ['1;DROP', 1],
    [undefined, 1],
  ])('%j -> %d', (input, expected) => {
    expect(parsePageParam(input)).toBe(expected)
  })
})

describe('clampPage', () => {
  it.each([
    [1, 100, 19, 1],
    [6, 100, 19, 6],
    [7, 100, 19, 6],
    [999999, 100, 19, 6],
    [0, 100, 19, 1],
    [-3, 100, 19, 1],
    [5, 0, 19, 1], // no results still has page 1
    [3, 38, 19, 2],
    [3, 39, 19, 3],
    [2, 10, 0, 2], // nonsense page size treated as 1
    [Number.NaN, 10, 5, 1],
  ])('page %d of %d by %d -> %d', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected)
  })
})

describe('buildQueryString', () => {
  it.each<[Array<[string, string]>, string]>([
    [[], ''],
    [
      [
        ['year', '2018,2022'],
        ['q', 'camry'],
      ],
      '?q=camry&year=2018,2022',
    ],
    [[['q', 'a&b=c <d>']], '?q=a%26b%3Dc%20%3Cd%3E'],
    [[['q', "o'neil (x)!*"]], '?q=o%27neil%20%28x%29%21%2A'],
    [
      [
        ['utm_source', 'x'],
        ['page', '2'],
        ['utm_source', 'y'],
      ],
      '?page=2&utm_source=x&utm_source=y',
    ],
  ])('%j -> %s', (entries, expected) => {
    expect(buildQueryString(entries)).toBe(expected)
  })
})

describe('query records', () => {
  it('keeps repeated values and reads the first', () => {
    const q = toQueryRecord('?a=1&b=2&a=3')
    expect(q).toEqual({ a: ['1', '3'], b: '2' })
    expect(firstValue(q, 'a')).toBe('1')
    expect(firstValue(q, 'constructor')).toBeUndefined()
    expect(pickQueryEntries(q, ['a', 'c'])).toEqual([
      ['a', '1'],
      ['a', '3'],
    ])
  })
  it.each([
    ['toyota', 'toyota'],
    ['land%20rover', 'land rover'],
    ['%E0%A4%A', undefined],
  ])('safeDecode %s', (input, expected) => {
    expect(safeDecode(input)).toBe(expected)
  })
})
