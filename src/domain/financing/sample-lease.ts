/**
 * The sample lease of /auto-financing (site.md section 9: "Sample lease: 48 months, 10,000 miles
 * per year, $0.20 per extra mile, $595 acquisition fee, expiry 3/3/2025"), as editors keep it in
 * the finance settings (issue 37). An expired sample is an offer past its date: it is never
 * printed (decision 0311). Pure: `now` and the dealership's time zone come in as arguments.
 */
import { dollarsToCents } from '@/domain/money'
import { nowInZone, utcOffsetOf, type StoreTimeZone } from '@/domain/stores/time-zones'
import { isLeaseOfferExpired, type SampleLease } from './disclaimers'

type Num = number | null | undefined
export type SampleLeaseDoc = {
  termMonths?: Num
  milesPerYear?: Num
  excessMileFee?: Num
  acquisitionFee?: Num
  /** The admin's date field: a timestamp whose date part is the last valid day. */
  expires?: string | null
} | null

const num = (value: Num): value is number => typeof value === 'number' && Number.isFinite(value)

/** The settings' sample lease, or null when a part is missing (then nothing is printed). */
export function sampleLeaseFromDoc(doc: SampleLeaseDoc | undefined): SampleLease | null {
  if (!doc || !num(doc.termMonths) || !num(doc.milesPerYear) || !num(doc.excessMileFee) || !num(doc.acquisitionFee))
    return null
  const expires = /^\d{4}-\d{2}-\d{2}/.exec(doc.expires ?? '')?.[0]
  if (!expires) return null
  return {
    termMonths: doc.termMonths,
    milesPerYear: doc.milesPerYear,
    excessMileFee: dollarsToCents(doc.excessMileFee),
    acquisitionFee: dollarsToCents(doc.acquisitionFee),
    expires,
  }
}

/** The lease to print at `now`, on the dealership's calendar: null once its last day is over. */
export function printableSampleLease(
  lease: SampleLease | null,
  now: Date,
  timeZone: StoreTimeZone,
): SampleLease | null {
  if (!lease) return null
  return isLeaseOfferExpired(lease, nowInZone(now, timeZone).date) ? null : lease
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** The moment the lease stops being printed: midnight after its last day, on the dealership's clock. */
export function sampleLeaseEndsAt(lease: SampleLease, timeZone: StoreTimeZone): Date {
  const day = nextDay(lease.expires)
  return new Date(`${day}T00:00:00${utcOffsetOf(day, '00:00', timeZone)}`)
}
