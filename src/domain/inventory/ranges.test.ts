import { describe, expect, it } from 'vitest'
import { formatRangeParam, normalizeRange, parseRangeParam, type RangeKind } from './ranges'

describe('parseRangeParam', () => {
  it.each<[string | undefined, RangeKind, object | undefined]>([
    ['2018,2022', 'year', { min: 2018, max: 2022 }],
    ['2022,2018', 'year', { min: 2018, max: 2022 }], // swapped into order
    ['null,85000', 'mileage', { max: 85000 }], // the warranty filter (site.md section 9)
    [',85000', 'mileage', { max: 85000 }],
    ['0,85000', 'mileage', { max: 85000 }], // a zero minimum says nothing
    ['15000,null', 'price', { min: 15000 }],
    ['NULL,20000', 'price', { max: 20000 }],
    ['null,null', 'price', undefined],
    ['2018', 'year', undefined], // one side only is not a range
    ['2018,2020,2022', 'year', undefined],
    ['1800,2022', 'year', { max: 2022 }], // out-of-bounds side dropped
    ['-5,100', 'price', undefined],
    ['1e5,2', 'price', undefined],
    ['12.5,20', 'price', undefined],
    ['1234567890,null', 'price', undefined], // more than 9 digits
    ['1 OR 1=1,5', 'price', undefined],
    ['<script>,1', 'mileage', undefined],
    [undefined, 'year', undefined],
  ])('%s (%s) -> %j', (value, kind, expected) => {
    expect(parseRangeParam(value, kind)).toEqual(expected)
  })
})

describe('normalizeRange / formatRangeParam', () => {
  it.each<[object | undefined, RangeKind, object | undefined, string | undefined]>([
    [{ min: 2018, max: 2022 }, 'year', { min: 2018, max: 2022 }, '2018,2022'],
    [{ max: 85000 }, 'mileage', { max: 85000 }, 'null,85000'],
    [{ min: 0 }, 'price', undefined, undefined],
    [{ min: 0 }, 'year', undefined, undefined], // year 0 is out of bounds
    [{ min: 19999.9 }, 'price', { min: 19999 }, '19999,null'],
    [{ min: Number.NaN, max: Infinity }, 'price', undefined, undefined],
    [{}, 'price', undefined, undefined],
    [undefined, 'price', undefined, undefined],
  ])('%j (%s)', (range, kind, expected, param) => {
    const normal = normalizeRange(range, kind)
    expect(normal).toEqual(expected)
    expect(normal && formatRangeParam(normal)).toBe(param)
  })
})
