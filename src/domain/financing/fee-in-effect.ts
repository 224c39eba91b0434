/**
 * The documentary fee in effect at a moment (issue 37: "the documentary fee in effect (367.7, per
 * its effective date)"; decision 0331). Illinois adjusts the fee cap every January
 * (815 ILCS 375/11.1), so a dealership enters next year's fee and its date ahead of time and keeps
 * this year's fee as the one "before that date": every estimate switches on that day, at midnight
 * on the dealership's clock, and not a moment earlier. Pure: `now` and the zone come in.
 */
import { utcOffsetOf, type StoreTimeZone } from '@/domain/stores/time-zones'

export type FeeSchedule = {
  /** Dollars; the fee from `feeEffectiveDate` on. */
  documentaryFee: number
  /** ISO date (YYYY-MM-DD) the fee takes effect; null: in effect already, with no date to show. */
  feeEffectiveDate: string | null
  /** Dollars; the fee charged until `feeEffectiveDate`. Absent or null: the fee above applies at once. */
  previousDocumentaryFee?: number | null
}

/** Midnight at the start of the effective date on the dealership's clock; null without a readable date. */
export function feeSwitchAt(feeEffectiveDate: string | null, timeZone: StoreTimeZone): Date | null {
  if (!feeEffectiveDate || !/^\d{4}-\d{2}-\d{2}$/.test(feeEffectiveDate)) return null
  return new Date(`${feeEffectiveDate}T00:00:00${utcOffsetOf(feeEffectiveDate, '00:00', timeZone)}`)
}

/**
 * The settings with the fee in effect at `now`. Before the switch, the previous fee applies and no
 * date is printed (the date shown belongs to the new fee); from the switch on, the new fee with
 * "in effect since" its date. Either way the result carries no previous fee, so it is resolved once.
 */
export function feeInEffect<T extends FeeSchedule>(settings: T, now: Date, timeZone: StoreTimeZone): T {
  const previous = settings.previousDocumentaryFee
  const switchAt = feeSwitchAt(settings.feeEffectiveDate, timeZone)
  if (typeof previous === 'number' && switchAt !== null && now.getTime() < switchAt.getTime()) {
    return { ...settings, documentaryFee: previous, feeEffectiveDate: null, previousDocumentaryFee: null }
  }
  return { ...settings, previousDocumentaryFee: null }
}
