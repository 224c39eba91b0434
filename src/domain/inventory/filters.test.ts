import { describe, expect, it } from 'vitest'
import { BODY_STYLES, CONDITIONS, DEFAULT_SORT, parseSort, SORT_OPTIONS, sortToOrder } from './filters'

describe('sortToOrder', () => {
  it.each([
    ['newest', 'dateInStock', 'desc'],
    ['oldest', 'dateInStock', 'asc'],
    ['price', 'price', 'asc'],
    ['priceHigh', 'price', 'desc'],
    ['priceLow', 'price', 'asc'],
    ['mileage', 'mileage', 'asc'],
    ['year', 'year', 'desc'],
  ] as const)('%s -> %s %s', (sort, field, direction) => {
    expect(sortToOrder(sort)).toEqual({ field, direction })
  })
})

describe('parseSort', () => {
  it.each([
    ['priceLow', 'priceLow'],
    ['pricelow', 'priceLow'],
    [' PRICEHIGH ', 'priceHigh'],
    ['newest', 'newest'],
    ['year', 'year'],
    ['cheapest', undefined],
    ["price'; DROP TABLE vehicles;--", undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(parseSort(input)).toBe(expected)
  })
})

describe('constants', () => {
  it('lists the seven sort options of site.md section 3, newest first and default', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      'newest',
      'oldest',
      'price',
      'priceHigh',
      'priceLow',
      'mileage',
      'year',
    ])
    expect(DEFAULT_SORT).toBe('newest')
  })
  it('lists the body styles and conditions of site.md section 3', () => {
    expect([...BODY_STYLES]).toEqual([
      'suvs',
      'sedans',
      'wagons',
      'coupes',
      'convertibles',
      'hatchbacks',
      'trucks',
      'minivans',
      'commercial',
    ])
    expect([...CONDITIONS]).toEqual(['new', 'used', 'certified'])
  })
})
