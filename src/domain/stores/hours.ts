import type { WorkingHours } from './types'

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** Decimal hours to a 12-hour clock: 9.5 -> "9:30 AM", 18 -> "6:00 PM" (the fraction is minutes). */
export function formatDecimalHour(value: number): string {
  const totalMinutes = Math.round(value * 60)
  const h = Math.floor(totalMinutes / 60) % 24
  const m = totalMinutes % 60
  const suffix = h >= 12 ? 'PM' : 'AM'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`
}

export type DayLine = { weekday: number; day: string; text: string }

/** One line per weekday, Monday first as shoppers read a week; missing days read "Closed". */
export function hoursTable(hours: WorkingHours): DayLine[] {
  const order = [1, 2, 3, 4, 5, 6, 0]
  return order.map((weekday) => {
    const row = hours.find((h) => h.weekday === weekday)
    const open = row && !row.closed && row.open !== null && row.close !== null
    return {
      weekday,
      day: WEEKDAY_NAMES[weekday],
      text: open ? `${formatDecimalHour(row.open as number)} – ${formatDecimalHour(row.close as number)}` : 'Closed',
    }
  })
}
