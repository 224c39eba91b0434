import { describe, expect, it } from 'vitest'
import { parseAmount, parseImportedAmount, parsePriceAnswer } from './parse-amount'

describe('parseAmount (form fields, checked by a schema afterwards)', () => {
  it.each([
    ['$12,500', 12500],
    ['45 000', 45000],
    [' $9,000.50 ', 9000.5],
    ['0', 0],
    ['', undefined],
    ['   ', undefined],
    ['$', undefined],
    ['abc', NaN],
    ['1e3', 1000], // as Number() reads it; the schema's bounds decide
  ])('%j -> %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected)
  })
})

describe('parseImportedAmount (a column of an imported file)', () => {
  it.each([
    ['$19,995', 19995],
    ['12500.75', 12500.75],
    [' 7 500 ', 7500],
    ['', null],
    ['abc', NaN],
    ['1e3', NaN],
    ['-5', NaN],
    ['.5', NaN],
  ])('%j -> %s', (text, expected) => {
    expect(parseImportedAmount(text)).toBe(expected)
  })
})

describe('parsePriceAnswer (a trade-in price answer)', () => {
  it.each([
    [12500, 12500],
    ['12500', 12500],
    [' $9,000 ', 9000],
    ['1,234,567.89', 1234567.89],
    ['12.345', null],
    ['1,2345', null],
    ['-1', null],
    ['abc', null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
  ])('%j -> %s', (input, expected) => {
    expect(parsePriceAnswer(input)).toBe(expected)
  })
})
