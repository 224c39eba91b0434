import { describe, expect, it } from 'vitest'
import { hoursTable } from './hours'

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
