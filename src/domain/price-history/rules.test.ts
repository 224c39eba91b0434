import { describe, expect, it } from 'vitest'
import {
  currentDrop,
  dropColumns,
  isPriceChange,
  priceFieldsOnSave,
  windowDays,
  windowStart,
  type PriceChange,
} from './rules'

const NOW = new Date('2026-11-28T18:00:00Z')
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000)
const change = (previousPrice: number | null, price: number | null, ago: number): PriceChange => ({
  previousPrice,
  price,
  changedAt: daysAgo(ago),
})

describe('isPriceChange (issue 37: what a save records)', () => {
  it.each([
    ['lowered', 20_000, 19_000, false, true],
    ['raised', 19_000, 20_000, false, true],
    ['unchanged', 20_000, 20_000, false, false],
    ['removed ("Call for pricing")', 20_000, null, false, true],
    ['set where there was none', null, 20_000, false, true],
    ['still no price', null, undefined, false, false],
    ['a new vehicle with a price', undefined, 20_000, true, true],
    ['a new vehicle without one', undefined, null, true, false],
  ])('%s: %s -> %s (new: %s) is %s', (_name, before, after, isNew, recorded) => {
    expect(isPriceChange(before, after, isNew)).toBe(recorded)
  })
})

describe('windowDays: the settings value kept in bounds', () => {
  it.each([
    [14, 14],
    [0, 1],
    [-5, 1],
    [1000, 365],
    [7.9, 7],
    [null, 30],
    [undefined, 30],
    [Number.NaN, 30],
    ['14', 30],
  ])('%s -> %s days', (value, days) => {
    expect(windowDays(value)).toBe(days)
  })

  it('starts that many days before now', () => {
    expect(windowStart(NOW, 14).toISOString()).toBe('2026-11-14T18:00:00.000Z')
  })
})

describe('currentDrop (what the vehicle page, the card and the Price Drops page count)', () => {
  it.each<[string, PriceChange[], number | null, number, number | null]>([
    ['a drop yesterday', [change(null, 21_000, 40), change(21_000, 20_000, 1)], 20_000, 30, 1_000],
    ['the latest of two drops', [change(21_000, 20_000, 10), change(20_000, 19_500, 2)], 19_500, 30, 500],
    ['a drop on the window edge', [change(21_000, 20_000, 30)], 20_000, 30, 1_000],
    ['a drop just outside the window', [change(21_000, 20_000, 30.01)], 20_000, 30, null],
    ['a drop outside a shorter window', [change(21_000, 20_000, 10)], 20_000, 7, null],
    ['a drop undone by a later rise', [change(21_000, 20_000, 5), change(20_000, 20_500, 2)], 20_500, 30, null],
    ['a price removed after a drop', [change(21_000, 20_000, 5), change(20_000, null, 2)], null, 30, null],
    ['only the first listing', [change(null, 20_000, 3)], 20_000, 30, null],
    ['a price set from "Call for pricing"', [change(null, 20_000, 3)], 20_000, 30, null],
    ['no history', [], 20_000, 30, null],
    ['history out of order', [change(20_000, 19_000, 1), change(null, 20_000, 9)], 19_000, 30, 1_000],
    ['the row no longer holds that price (a write no hook saw)', [change(21_000, 20_000, 1)], 19_000, 30, null],
  ])('%s', (_name, changes, price, days, amount) => {
    expect(currentDrop(changes, price, NOW, days)?.amount ?? null).toBe(amount)
  })

  it('names the prices and the moment', () => {
    expect(currentDrop([change(21_000, 20_000, 1)], 20_000, NOW, 30)).toEqual({
      amount: 1_000,
      previousPrice: 21_000,
      price: 20_000,
      at: daysAgo(1),
    })
  })
})

describe('dropColumns (the drop kept on the vehicle row)', () => {
  it.each<[string, Date | null, number | null, number | null, number, number]>([
    ['a drop inside the window', daysAgo(3), 21_000, 20_000, 30, 1_000],
    ['a drop past the window', daysAgo(31), 21_000, 20_000, 30, 0],
    ['no drop recorded, an old price typed', null, 21_000, 20_000, 30, 0],
    ['an old price below the price', daysAgo(3), 19_000, 20_000, 30, 0],
    ['no price', daysAgo(3), 21_000, null, 30, 0],
  ])('%s', (_name, at, oldPrice, price, days, drop) => {
    expect(dropColumns(at, oldPrice, price, NOW, days).priceDrop).toBe(drop)
  })
})

describe('priceFieldsOnSave (what a save writes and records)', () => {
  const before = (price: number | null, oldPrice: number | null = null, priceDroppedAt: Date | null = null) => ({
    price,
    oldPrice,
    priceDroppedAt,
  })
  it.each<[string, ReturnType<typeof before> | null, { price: number | null; oldPrice: number | null }, object]>([
    [
      'an edit lowering the price',
      before(21_000),
      { price: 20_000, oldPrice: null },
      { oldPrice: 21_000, priceDroppedAt: NOW, priceDrop: 1_000, change: { previousPrice: 21_000, price: 20_000 } },
    ],
    [
      'a second drop counts from the price before it',
      before(20_000, 21_000, daysAgo(5)),
      { price: 19_500, oldPrice: 21_000 },
      { oldPrice: 20_000, priceDroppedAt: NOW, priceDrop: 500, change: { previousPrice: 20_000, price: 19_500 } },
    ],
    [
      'a rise ends the drop',
      before(20_000, 21_000, daysAgo(5)),
      { price: 20_500, oldPrice: 21_000 },
      { oldPrice: null, priceDroppedAt: null, priceDrop: 0, change: { previousPrice: 20_000, price: 20_500 } },
    ],
    [
      'a removed price ends the drop',
      before(20_000, 21_000, daysAgo(5)),
      { price: null, oldPrice: 21_000 },
      { oldPrice: null, priceDroppedAt: null, priceDrop: 0, change: { previousPrice: 20_000, price: null } },
    ],
    [
      'an unchanged price keeps the drop, whatever old price was sent',
      before(20_000, 21_000, daysAgo(5)),
      { price: 20_000, oldPrice: 30_000 },
      { oldPrice: 21_000, priceDroppedAt: daysAgo(5), priceDrop: 1_000, change: null },
    ],
    [
      'an unchanged price past the window shows no drop',
      before(20_000, 21_000, daysAgo(45)),
      { price: 20_000, oldPrice: 21_000 },
      { oldPrice: 21_000, priceDroppedAt: daysAgo(45), priceDrop: 0, change: null },
    ],
    [
      'an old price typed on an unchanged vehicle is no drop (no flag to keep true)',
      before(20_000),
      { price: 20_000, oldPrice: 25_000 },
      { oldPrice: null, priceDroppedAt: null, priceDrop: 0, change: null },
    ],
    [
      'a new vehicle is recorded as listed',
      null,
      { price: 20_000, oldPrice: null },
      { oldPrice: null, priceDroppedAt: null, priceDrop: 0, change: { previousPrice: null, price: 20_000 } },
    ],
    [
      "a new vehicle with the feed's higher old price arrives as a drop",
      null,
      { price: 52_000, oldPrice: 54_000 },
      { oldPrice: 54_000, priceDroppedAt: NOW, priceDrop: 2_000, change: { previousPrice: 54_000, price: 52_000 } },
    ],
    [
      'a new vehicle without a price records nothing',
      null,
      { price: null, oldPrice: null },
      { oldPrice: null, priceDroppedAt: null, priceDrop: 0, change: null },
    ],
  ])('%s', (_name, b, after, outcome) => {
    expect(priceFieldsOnSave({ before: b, after, now: NOW, days: 30 })).toEqual(outcome)
  })
})
