import { describe, expect, it } from 'vitest'
import { formatDisplayDate } from './format-date'

describe('formatDisplayDate', () => {
  it.each<[string | number | null | undefined, string | null]>([
    ['2026-10-01T00:00:00.000Z', 'October 1, 2026'],
    ['2026-10-01', 'October 1, 2026'],
    [0, 'January 1, 1970'],
    ['not a date', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => expect(formatDisplayDate(value)).toBe(expected))
})
