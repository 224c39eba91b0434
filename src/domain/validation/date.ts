/**
 * Date rule (site.md section 5): yyyy-mm-dd, and the date must exist on the calendar
 * (2025-02-30 and 2023-02-29 are refused). Time is always an argument here, never the clock.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export type IsoDateParts = { year: number; month: number; day: number }

export function parseIsoDate(value: string): IsoDateParts | null {
  const match = ISO_DATE.exec(value.trim())
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null
  // Day 0 of the next month is the last day of this month (UTC, so no DST surprises).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= lastDay ? { year, month, day } : null
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null
}

/** The UTC calendar date of an instant, as yyyy-mm-dd. */
export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** Whole years between a yyyy-mm-dd birth date and the UTC date of `now`; null when invalid. */
export function ageOn(birthDate: string, now: Date): number | null {
  const birth = parseIsoDate(birthDate)
  if (!birth) return null
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  const day = now.getUTCDate()
  let age = year - birth.year
  if (month < birth.month || (month === birth.month && day < birth.day)) age -= 1
  return age
}
