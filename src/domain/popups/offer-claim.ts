/**
 * When a popup's offer ends, and what a claim of it says (issue 37, "Offers that work and expire";
 * site.md section 9 "Pop-up offer: $500 credit valid 24 hours"). Two limits may apply: the
 * visitor's own window (validHours from when they first saw the offer) and the campaign's end date
 * an editor sets (endsAt). The earlier one wins; with neither, the offer does not end. Pure: the
 * browser (for the confirmation) and the server (for the lead) run the same function on the same
 * inputs, so the shopper and the CRM are told the same moment.
 */
import type { PopupDefinition } from './types'

type OfferTerms = Pick<PopupDefinition, 'validHours' | 'endsAt'>

const HOUR_MS = 60 * 60 * 1000

/** The campaign end date has passed: the popup is shown to no one (issue 37). */
export function popupEnded(popup: Pick<PopupDefinition, 'endsAt'>, now: Date): boolean {
  if (popup.endsAt === undefined) return false
  const end = Date.parse(popup.endsAt)
  return Number.isFinite(end) && now.getTime() >= end
}

/**
 * When the offer ends for this visitor, or null when it never does. A first-shown time that is
 * missing, unreadable or in the future counts as now (the browser's clock or storage is not
 * trusted to lengthen the window past validHours from this moment).
 */
export function offerEndsAt(popup: OfferTerms, firstShownAt: string | undefined, now: Date): Date | null {
  const parsed = firstShownAt === undefined ? Number.NaN : Date.parse(firstShownAt)
  const shown = Number.isFinite(parsed) && parsed <= now.getTime() ? parsed : now.getTime()
  const ends: number[] = []
  if (popup.validHours !== undefined && popup.validHours > 0) ends.push(shown + popup.validHours * HOUR_MS)
  const campaign = popup.endsAt === undefined ? Number.NaN : Date.parse(popup.endsAt)
  if (Number.isFinite(campaign)) ends.push(campaign)
  return ends.length === 0 ? null : new Date(Math.min(...ends))
}

/** The field error of a claim the server refuses (the form shows its error toast with it). */
export const OFFER_ENDED_MESSAGE = 'This offer has ended.'

export type OfferClaimCheck = { ok: true; endsAt: Date | null } | { ok: false; reason: 'ended' }

/** A claim is taken until the moment the offer ends, not at it. */
export function checkOfferClaim(popup: OfferTerms, firstShownAt: string | undefined, now: Date): OfferClaimCheck {
  const endsAt = offerEndsAt(popup, firstShownAt, now)
  return endsAt !== null && now.getTime() >= endsAt.getTime() ? { ok: false, reason: 'ended' } : { ok: true, endsAt }
}

/** The spec's wording of the offer, "$500 credit ... valid 24 hours", as a lead names it. */
export function offerName(title: string, validHours: number | undefined): string {
  return validHours ? `${title}, valid ${validHours} hours` : title
}

/**
 * "Sun, Nov 29, 2026, 9:15 PM CST": a moment in a time zone (IANA), weekday and zone named, so a
 * salesperson and a shopper in another zone read the same deadline.
 */
export function formatOfferEnd(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at)
}

/** The message shown after a claim, and the line the e-mail gives the ending. */
export function offerEndsText(endsAt: Date | null, timeZone: string): string {
  return endsAt === null ? 'This offer has no end date.' : `This offer ends ${formatOfferEnd(endsAt, timeZone)}.`
}
