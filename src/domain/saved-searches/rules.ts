/**
 * Saved searches with e-mail alerts (issue 38; decision 0337): when a vehicle is news to a saved
 * search, and how often and how much an alert e-mail tells. Pure: the vehicle's states, the times
 * and the matches come in as facts (src/services/saved-searches reads and writes them).
 */

/** "One e-mail per day at most" (issue 38), counted from the last alert queued for the search. */
export const ALERT_INTERVAL_HOURS = 24

/** "Listing up to 6 new matches" (issue 38); the e-mail says how many more the search holds. */
export const ALERT_LISTING_LIMIT = 6

export type ListingFacts = { status: string | null | undefined; private?: boolean | null }

/** On the site for every shopper: for sale, and not in the private inventory (site.md section 6). */
export function isPubliclyListed(v: ListingFacts | null | undefined): boolean {
  return v?.status === 'available' && v.private !== true
}

/**
 * A vehicle arrives when a save puts it on the site for every shopper: created for sale, or made
 * for sale again (it was hidden, sold or private). An edit of a vehicle already listed is no
 * arrival: its saved searches heard of it, or it did not match them when it came.
 */
export function isArrival(before: ListingFacts | null | undefined, after: ListingFacts): boolean {
  return isPubliclyListed(after) && !isPubliclyListed(before)
}

/** News to a saved search: arrived after the shopper confirmed it (what was there before, the search already showed). */
export function isNewTo(confirmedAt: Date | string | null | undefined, arrivedAt: Date | string): boolean {
  if (!confirmedAt) return false
  const confirmed = new Date(confirmedAt).getTime()
  return !Number.isNaN(confirmed) && new Date(arrivedAt).getTime() >= confirmed
}

/** An alert may go out now only when the last one was queued before this moment. */
export function lastAlertCutoff(now: Date): Date {
  return new Date(now.getTime() - ALERT_INTERVAL_HOURS * 60 * 60 * 1000)
}

export function isAlertDue(lastAlertAt: Date | string | null | undefined, now: Date): boolean {
  if (!lastAlertAt) return true
  const last = new Date(lastAlertAt).getTime()
  return Number.isNaN(last) || last <= lastAlertCutoff(now).getTime()
}

/** The matches an alert lists (newest first, as given) and how many more there are. */
export function alertListing<T>(matches: readonly T[], limit = ALERT_LISTING_LIMIT): { shown: T[]; more: number } {
  return { shown: matches.slice(0, limit), more: Math.max(0, matches.length - limit) }
}

/** Why a queued alert was not sent, in words for the admin. */
export const SKIP_REASONS = {
  unsubscribed: 'The shopper unsubscribed before it was sent.',
  gone: 'Every vehicle in it sold or left the site before it was sent.',
} as const
