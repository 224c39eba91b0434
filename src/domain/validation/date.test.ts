import { describe, expect, it } from 'vitest'
import { ageOn, isValidIsoDate, parseIsoDate, toIsoDate } from './date'

// site.md section 5: yyyy-mm-dd; impossible calendar dates are refused.
describe('isValidIsoDate', () => {
  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true], // leap year
    ['2000-02-29', true], // divisible by 400
    ['2025-02-28', true],
    ['2025-02-30', false],
    ['2023-02-29', false],
    ['1900-02-29', false], // divisible by 100, not 400
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2025-1-5', false],
    ['01/05/2025', false],
    ['2025-01-05T00:00:00Z', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected)
  })

  it('parses the parts', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })
})

describe('ageOn', () => {
  const now = new Date('2025-06-15T12:00:00Z')
  it.each([
    ['2007-06-15', 18], // 18th birthday today
    ['2007-06-16', 17], // tomorrow
    ['2007-05-16', 18],
    ['1980-12-31', 44],
    ['2030-01-01', -5],
    ['2007-02-30', null],
  ])('%s -> %s', (birth, expected) => {
    expect(ageOn(birth, now)).toBe(expected)
  })

  it('formats an instant as its UTC date', () => {
    expect(toIsoDate(now)).toBe('2025-06-15')
  })
})
