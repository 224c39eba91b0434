import type { WorkingHours } from '@/domain/stores/types'
import { DEFAULT_SALES_HOURS, testDriveDays, type LocalNow } from '@/domain/stores/slots'
import { DEFAULT_STORE_TIME_ZONE, nowInZone, type StoreTimeZone } from '@/domain/stores/time-zones'

/**
 * The test drive scheduler's days, on the store's clock (decision 0290), read in the browser when
 * the scheduler opens: a page can be kept in the page cache for a while, so the server's "now" would
 * be stale. Shared by the scheduler and by the shape its lazy slot holds meanwhile.
 */

/** The store's sales hours, or the spec's defaults for a store with none entered. */
export function salesHoursOrDefault(salesHours?: WorkingHours): WorkingHours {
  return salesHours && salesHours.length > 0 ? salesHours : DEFAULT_SALES_HOURS
}

/** Now on the store's clock. */
export function storeNow(timeZone: StoreTimeZone = DEFAULT_STORE_TIME_ZONE): LocalNow {
  return nowInZone(new Date(), timeZone)
}

/** True when the device's clock shows another time than the store's (the shopper is in another zone). */
export function deviceKeepsAnotherTime(timeZone: StoreTimeZone = DEFAULT_STORE_TIME_ZONE): boolean {
  const at = new Date()
  const store = nowInZone(at, timeZone)
  return at.getHours() * 60 + at.getMinutes() !== store.minutes || at.getDate() !== Number(store.date.slice(8))
}

/** "Tue, Dec 8"; in Spanish ('es-US') "mar, 8 de dic" (issue 39: the page's language). */
export function dayLabel(date: string, dateLocale = 'en-US'): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(y, m - 1, d).toLocaleDateString(dateLocale, { weekday: 'short', month: 'short', day: 'numeric' })
}

/** The labels of the days the scheduler offers now, in order. */
export function dayLabelsNow(salesHours?: WorkingHours, timeZone?: StoreTimeZone, dateLocale?: string): string[] {
  return testDriveDays(salesHoursOrDefault(salesHours), storeNow(timeZone)).map((day) => dayLabel(day, dateLocale))
}
