/**
 * Where a signed-in staff member stands with the second factor (issue 34, "Who needs it"; FTC
 * Safeguards Rule, 16 CFR 314.4(c)(5)). Pure: the caller reads the role rule, the account and the
 * browser's pass.
 *
 * - `verified`: this browser proved a code since the password; everything the role allows is open.
 * - `not-required`: the role need not use a second factor and the person has none; everything but
 *   customer information is open (leads, credit applications, résumés, reveals, exports always need
 *   `verified`).
 * - `needs-enrolment` / `needs-code`: only the second-factor page and signing out are open.
 */
export type SecondFactorState = 'signed-out' | 'verified' | 'not-required' | 'needs-enrolment' | 'needs-code'

export type GateFacts = {
  signedIn: boolean
  /** The person's role is in the "must use a second factor" setting. */
  required: boolean
  /** The person has an authenticator app set up. */
  enrolled: boolean
  /** This browser presents a live pass for this person. */
  hasPass: boolean
}

export function secondFactorState(facts: GateFacts): SecondFactorState {
  if (!facts.signedIn) return 'signed-out'
  if (facts.enrolled && facts.hasPass) return 'verified'
  if (facts.enrolled) return 'needs-code'
  if (facts.required) return 'needs-enrolment'
  return 'not-required'
}

/** May this session open the admin and the API at all (anything beyond the second-factor page)? */
export function gateIsOpen(state: SecondFactorState): boolean {
  return state === 'verified' || state === 'not-required'
}
