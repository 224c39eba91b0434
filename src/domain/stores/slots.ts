import { clock12, clock24, decimalHourMinutes } from './clock'
import type { WorkingHours } from './types'

/**
 * Test drive slots (site.md sections 3, 4 and 9): choose a day, then a time within the store's
 * sales hours (9-18 Monday to Friday, 9-16 Saturday, closed Sunday), never in the past. Pure: the
 * caller gives "now" as a local calendar date and minute of the day. OURS: 30-minute steps, the
 * last slot an hour before closing, 14 days ahead.
 */
export type LocalNow = { date: string; minutes: number }
export type Slot = { value: string; label: string }

const pad = (n: number) => String(n).padStart(2, '0')

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const next = new Date(Date.UTC(y, m - 1, d + days))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** Times on `date` in 30-minute steps from opening to an hour before closing, after `now`. */
export function timeSlots(
  date: string,
  hours: WorkingHours,
  now: LocalNow,
  stepMinutes = 30,
  lastBeforeCloseMinutes = 60,
): Slot[] {
  const row = hours.find((h) => h.weekday === weekday(date))
  if (!row || row.closed || row.open === null || row.close === null) return []
  if (date < now.date) return []
  const open = decimalHourMinutes(row.open)
  const last = decimalHourMinutes(row.close) - lastBeforeCloseMinutes
  const slots: Slot[] = []
  for (let t = open; t <= last; t += stepMinutes) {
    if (date === now.date && t <= now.minutes) continue
    slots.push({ value: clock24(t), label: clock12(t) })
  }
  return slots
}

/** The next `count` days (from today) that still have a free slot. */
export function testDriveDays(hours: WorkingHours, now: LocalNow, count = 14): string[] {
  const days: string[] = []
  for (let i = 0; days.length < count && i < count * 3; i++) {
    const date = addDays(now.date, i)
    if (timeSlots(date, hours, now).length > 0) days.push(date)
  }
  return days
}

/** The spec's default sales hours (site.md section 9), for a store with none entered. */
export const DEFAULT_SALES_HOURS: WorkingHours = [
  { weekday: 0, open: null, close: null, closed: true },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: 9, close: 18, closed: false })),
  { weekday: 6, open: 9, close: 16, closed: false },
]
