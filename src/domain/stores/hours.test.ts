import { describe, expect, it } from 'vitest'
import { formatDecimalHour, hoursTable } from './hours'

describe('formatDecimalHour', () => {
  it.each([
    [9, '9:00 AM'],
    [9.5, '9:30 AM'],
    [12, '12:00 PM'],
    [18, '6:00 PM'],
    [17.75, '5:45 PM'],
    [0, '12:00 AM'],
    [16.25, '4:15 PM'],
  ])('%s -> %s', (input, expected) => {
    expect(formatDecimalHour(input)).toBe(expected)
  })
})

describe('hoursTable', () => {
  it('lists Monday first, shows closed and missing days as Closed', () => {
    const table = hoursTable([
      { weekday: 0, open: null, close: null, closed: true },
      { weekday: 1, open: 9, close: 18, closed: false },
      { weekday: 6, open: 9, close: 16, closed: false },
    ])
    expect(table.map((l) => `${l.day} ${l.text}`)).toEqual([
      'Monday 9:00 AM – 6:00 PM',
      'Tuesday Closed',
      'Wednesday Closed',
      'Thursday Closed',
      'Friday Closed',
      'Saturday 9:00 AM – 4:00 PM',
      'Sunday Closed',
    ])
  })
})
