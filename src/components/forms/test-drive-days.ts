import type { WorkingHours } from '@/domain/stores/types'
import { DEFAULT_SALES_HOURS, testDriveDays, type LocalNow } from '@/domain/stores/slots'

/**
 * The test drive scheduler's days, by the visitor's own clock (browser code: the server does not
 * know the visitor's date). Shared by the scheduler and by the shape its lazy slot holds meanwhile.
 */

/** The store's sales hours, or the spec's defaults for a store with none entered. */
export function salesHoursOrDefault(salesHours?: WorkingHours): WorkingHours {
  return salesHours && salesHours.length > 0 ? salesHours : DEFAULT_SALES_HOURS
}

export function localNow(): LocalNow {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    minutes: d.getHours() * 60 + d.getMinutes(),
  }
}

export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })
}

/** The labels of the days the scheduler offers now, in order. */
export function dayLabelsNow(salesHours?: WorkingHours): string[] {
  return testDriveDays(salesHoursOrDefault(salesHours), localNow()).map(dayLabel)
}
