import { describe, expect, it } from 'vitest'
import { isEmpty, isNonBlank } from './empty'

// site.md section 5: empty = null, blank text, number 0 or an empty object.
describe('isEmpty', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   \t\n', true],
    [0, true],
    [-0, true],
    [Number.NaN, true],
    [{}, true],
    [[], true],
    ['a', false],
    [' 0 ', false],
    [1, false],
    [-1, false],
    [false, false],
    [true, false],
    [{ a: undefined }, false],
    [[0], false],
  ])('%j -> %s', (value, expected) => {
    expect(isEmpty(value)).toBe(expected)
  })
})

describe('isNonBlank', () => {
  it.each([
    ['x', true],
    ['  x  ', true],
    ['   ', false],
    ['', false],
    [5, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isNonBlank(value)).toBe(expected)
  })
})
