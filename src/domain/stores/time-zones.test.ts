import { describe, expect, it } from 'vitest'
import { DEFAULT_SALES_HOURS, timeSlots } from './slots'
import { ianaZone, isStoreTimeZone, nowInZone, timeZoneLabel, utcOffsetOf } from './time-zones'

describe('a store keeps its own clock (decision 0290)', () => {
  it.each([
    // instant (UTC), zone, the store's date and time
    ['2026-11-27T14:30:00Z', 'central', '2026-11-27', '08:30'],
    ['2026-11-27T14:30:00Z', 'eastern', '2026-11-27', '09:30'],
    ['2026-11-28T04:10:00Z', 'central', '2026-11-27', '22:10'],
    ['2026-11-28T05:10:00Z', 'eastern', '2026-11-28', '00:10'],
    // Summer time: Chicago is UTC-5, New York UTC-4.
    ['2026-07-01T13:00:00Z', 'central', '2026-07-01', '08:00'],
    ['2026-07-01T13:00:00Z', 'eastern', '2026-07-01', '09:00'],
    ['2026-07-01T13:00:00Z', 'pacific', '2026-07-01', '06:00'],
  ] as const)('%s in %s is %s %s', (instant, zone, date, time) => {
    const now = nowInZone(new Date(instant), zone)
    const [h, m] = time.split(':').map(Number)
    expect(now).toEqual({ date, minutes: h * 60 + m })
  })

  it('at 4:10 PM in Chicago on a Friday, a Central store has two slots left and South Bend (Eastern) none', () => {
    const instant = new Date('2026-11-27T22:10:00Z')
    expect(timeSlots('2026-11-27', DEFAULT_SALES_HOURS, nowInZone(instant, 'central'))).toEqual([
      { value: '16:30', label: '4:30 PM' },
      { value: '17:00', label: '5:00 PM' },
    ])
    expect(timeSlots('2026-11-27', DEFAULT_SALES_HOURS, nowInZone(instant, 'eastern'))).toEqual([])
  })

  it('names a zone for shoppers, and knows only the zones an editor can pick', () => {
    expect(timeZoneLabel('eastern')).toBe('Eastern time')
    expect(ianaZone('eastern')).toBe('America/New_York')
    expect(isStoreTimeZone('central')).toBe(true)
    expect(isStoreTimeZone('America/Chicago')).toBe(false)
    expect(isStoreTimeZone(undefined)).toBe(false)
  })

  it.each([
    ['2026-12-05', '09:00', 'eastern', '-05:00'],
    ['2026-12-05', '09:00', 'central', '-06:00'],
    ['2026-07-01', '09:00', 'eastern', '-04:00'],
    ['2026-07-01', '17:30', 'pacific', '-07:00'],
    // The Sunday summer time begins (2 AM becomes 3 AM) and ends (2 AM back to 1 AM).
    ['2026-03-08', '09:00', 'central', '-05:00'],
    ['2026-11-01', '09:00', 'central', '-06:00'],
  ] as const)('%s %s in %s is UTC%s', (date, time, zone, offset) => {
    expect(utcOffsetOf(date, time, zone)).toBe(offset)
  })
})
