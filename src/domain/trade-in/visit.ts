import { DEFAULT_SALES_HOURS, timeSlots, type Slot } from '../stores/slots'
import type { WorkingHours } from '../stores/types'
import { parseIsoDate } from '../validation/date'

/**
 * The day and time a seller brings the vehicle in (site.md section 3, trade-in form extras date and
 * time), within the sales hours (section 9: 9-18 Monday to Friday, 9-16 Saturday, closed Sunday).
 * One rule for the wizard and the lead schema: a day the stores are closed, a day already past, or
 * a time outside that day's hours is refused. OURS: times in 30-minute steps up to an hour before
 * closing, as for test drives; the messages below (the spec has none for this step).
 */
export const VISIT_MESSAGES = {
  day: 'Choose a day to bring your vehicle in.',
  closed: 'Our stores are closed that day. Please choose another day.',
  past: 'Choose a day from tomorrow on.',
  time: 'Choose a time.',
} as const

/** A day with no slot passed as "now": every opening time of the day counts. */
const WHOLE_DAY = { date: '0000-01-01', minutes: 0 }

/** The times offered on `date` (labels such as "10:00 AM", which the lead carries); none when closed. */
export function visitTimes(date: string, hours: WorkingHours = DEFAULT_SALES_HOURS): Slot[] {
  if (parseIsoDate(date) === null) return []
  return timeSlots(date, hours, WHOLE_DAY).map((slot) => ({ value: slot.label, label: slot.label }))
}

/**
 * Field errors of a visit, keyed as the wizard shows them. `earliest` is the first day accepted
 * (YYYY-MM-DD): the wizard gives tomorrow; the server gives yesterday in UTC, which leaves room for
 * every US time zone without knowing the shopper's.
 */
export function visitErrors(
  visit: { date?: unknown; time?: unknown },
  earliest: string,
  hours: WorkingHours = DEFAULT_SALES_HOURS,
): Partial<Record<'visit.date' | 'visit.time', string>> {
  const date = typeof visit.date === 'string' ? visit.date.trim() : ''
  const time = typeof visit.time === 'string' ? visit.time : ''
  if (parseIsoDate(date) === null)
    return { 'visit.date': VISIT_MESSAGES.day, ...(time ? {} : { 'visit.time': VISIT_MESSAGES.time }) }
  if (date < earliest) return { 'visit.date': VISIT_MESSAGES.past }
  const times = visitTimes(date, hours)
  if (times.length === 0) return { 'visit.date': VISIT_MESSAGES.closed }
  return times.some((t) => t.value === time) ? {} : { 'visit.time': VISIT_MESSAGES.time }
}

/** "Monday, November 30" for 2026-11-30: the day as picked, whatever the time zone; as given if not a date. */
export function visitDayLabel(date: string): string {
  if (parseIsoDate(date) === null) return date
  return new Date(`${date.trim()}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}
