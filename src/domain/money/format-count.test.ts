import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [84999.6, '85,000'],
  ])('%d -> %s', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })

  it('reads as toLocaleString does for whole numbers', () => {
    for (const value of [1, 15_000, 85_000, 123_456]) expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
  })
})
