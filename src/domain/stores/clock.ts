/**
 * Store hours on a clock (visitor-layer.md section 3, "Company settings read": working hours keyed
 * by weekday 0, Sunday, to 6, with open and close as decimal hours, 9.5 = 9:30). Every reader of
 * those hours names days and prints times through here: the hours lists, the admin's row labels,
 * the test-drive slots and the service department's schema.org hours.
 */

/** Weekday names by the index working hours use (0 = Sunday, as Date#getDay counts). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/**
 * Decimal hours to whole minutes of the day, rounded to the nearest minute as a whole, so a
 * fraction that rounds up carries into the hour: 9.5 -> 570, 9.999 -> 600 (10:00, never "9:60").
 */
export function decimalHourMinutes(value: number): number {
  return Math.round(value * 60)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Minutes of the day on a 12-hour clock, as shoppers read it: 570 -> "9:30 AM", 1080 -> "6:00 PM". */
export function clock12(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24
  const suffix = h >= 12 ? 'PM' : 'AM'
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(minutes % 60)} ${suffix}`
}

/** Minutes of the day on a 24-hour clock: 570 -> "09:30"; 1440 (closing at midnight) -> "24:00". */
export function clock24(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** Decimal hours to a 12-hour clock: 9.5 -> "9:30 AM", 18 -> "6:00 PM", 9.999 -> "10:00 AM". */
export function formatDecimalHour(value: number): string {
  return clock12(decimalHourMinutes(value))
}
