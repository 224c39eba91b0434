import { describe, expect, it } from 'vitest'
import { DEFAULT_SALES_HOURS, testDriveDays, timeSlots } from './slots'

// 2025-06-16 is a Monday, 2025-06-21 a Saturday, 2025-06-22 a Sunday.
describe('test drive slots (site.md sections 4 and 9)', () => {
  const early = { date: '2025-06-16', minutes: 7 * 60 }

  it('offers 9:00 to 17:00 on a weekday, 9:00 to 15:00 on Saturday, nothing on Sunday', () => {
    const monday = timeSlots('2025-06-16', DEFAULT_SALES_HOURS, early)
    expect(monday[0]).toEqual({ value: '09:00', label: '9:00 AM' })
    expect(monday.at(-1)).toEqual({ value: '17:00', label: '5:00 PM' })
    expect(timeSlots('2025-06-21', DEFAULT_SALES_HOURS, early).at(-1)?.value).toBe('15:00')
    expect(timeSlots('2025-06-22', DEFAULT_SALES_HOURS, early)).toEqual([])
  })

  it('never offers a past slot', () => {
    const now = { date: '2025-06-16', minutes: 14 * 60 + 10 }
    expect(timeSlots('2025-06-16', DEFAULT_SALES_HOURS, now)[0].value).toBe('14:30')
    expect(timeSlots('2025-06-15', DEFAULT_SALES_HOURS, now)).toEqual([])
  })

  it('lists open days from today, skipping Sunday and a finished today', () => {
    const late = { date: '2025-06-20', minutes: 18 * 60 }
    expect(testDriveDays(DEFAULT_SALES_HOURS, late, 3)).toEqual(['2025-06-21', '2025-06-23', '2025-06-24'])
  })
})
