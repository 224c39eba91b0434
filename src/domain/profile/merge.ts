/**
 * Merging new data into the stored profile (visitor-layer.md sections 3 and 4).
 *
 * - Blank or missing incoming values never erase stored ones; addresses and adsValues merge key by
 *   key; allowCookies is replaced whole; a stored uniqueUserId is never replaced.
 * - becameLead: the profile was not a lead before and is one now -> fire the Lead event (section 4).
 * - unlockPrice (section 4 "If a profile was already complete and new data arrives"): set to `now`
 *   when the profile BEFORE the merge was complete (all four contact fields, see lead.ts) and the
 *   incoming data carries personal data (contact, date of birth, address). "New data arrives" is
 *   read as arrival, not difference: a complete lead re-submitting an unlock form with the same
 *   details unlocks again. System fields (consent, ads values, store) never set it, so a consent
 *   update cannot stretch the unlock period. An empty profile filled completely in one step fires
 *   Lead but does not set unlockPrice (the literal spec reading).
 * - A changed phone number drops phoneVerified unless the same input verifies it: the
 *   verification belongs to a number (section 4 "Phone verification").
 */
import { hasPersonalData, isLead, isProfileComplete, personalDiff } from './lead'
import { normalizeProfile } from './normalize'
import { ADDRESS_KINDS, PERSONAL_TEXT_FIELDS, type ProfileInput, type VisitorProfile } from './types'

export interface MergeResult {
  profile: VisitorProfile
  /** Anything stored differs, including a fresh unlockPrice: rewrite the cookies. */
  changed: boolean
  becameLead: boolean
  unlockPriceSet: boolean
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}

export function mergeProfile(old: VisitorProfile, incoming: ProfileInput | VisitorProfile, now: Date): MergeResult {
  const inc = normalizeProfile(incoming)
  const diff = new Set(personalDiff(old, inc))
  const next: VisitorProfile = { ...old }

  for (const field of PERSONAL_TEXT_FIELDS) {
    if (diff.has(field)) next[field] = inc[field]
  }
  for (const kind of ADDRESS_KINDS) {
    if (inc[kind]) next[kind] = { ...old[kind], ...inc[kind] }
  }
  if (inc.adsValues) next.adsValues = { ...old.adsValues, ...inc.adsValues }
  if (inc.allowCookies) next.allowCookies = inc.allowCookies
  if (inc.displayCookies) next.displayCookies = inc.displayCookies
  if (inc.userSelectedStore) next.userSelectedStore = inc.userSelectedStore
  if (inc.unlockPrice) next.unlockPrice = inc.unlockPrice
  if (inc.uniqueUserId && !old.uniqueUserId) next.uniqueUserId = inc.uniqueUserId

  if (inc.phoneVerified !== undefined) next.phoneVerified = inc.phoneVerified
  else if (diff.has('phone') && old.phoneVerified) next.phoneVerified = false

  const unlockPriceSet = isProfileComplete(old) && hasPersonalData(inc)
  if (unlockPriceSet) next.unlockPrice = now.toISOString()

  return {
    profile: next,
    changed: !sameJson(old, next),
    becameLead: !isLead(old) && isLead(next),
    unlockPriceSet,
  }
}
