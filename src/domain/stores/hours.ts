import { formatDecimalHour, WEEKDAY_NAMES } from './clock'
import type { WorkingHours } from './types'

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
