/**
 * "Forget a person" on a lead that is someone else's (issue 34; decision 0302): a co-applicant on
 * a credit application, a friend named on a referral, or a person mentioned in free text. The
 * lead is its shopper's record and stays; only the forgotten person goes out of it:
 * - the co-applicant block (name, contact, address, employer, income) is removed whole, and the
 *   caller erases the co-applicant's sealed SSN and date of birth;
 * - a referred friend keeps the shape the delivery and Resend read (a referral names a friend),
 *   with "[removed]" for the name and no e-mail or phone;
 * - every other mention of the address or phone, in any column of the row, is replaced by
 *   "[removed]" (person.ts `redactValue`).
 * Pure: the service reads the row (as Postgres' row_to_json gives it, column names in snake case)
 * and writes back only the columns this changes, leaving the lead's dates alone so a scrub does
 * not restart the lead's own retention.
 */
import { REDACTED, redactValue, valueMentions, type PersonIdentifiers } from './person'

export type LeadScrub = {
  /** The columns to write, by their database name, with their new values. */
  changes: Record<string, unknown>
  /** The person was this lead's co-applicant: their SSN and date of birth go from its credit application. */
  coApplicantRemoved: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The form's slots for a second person, and what each becomes when it names the forgotten one. */
function withoutOtherPerson(fields: unknown, ids: PersonIdentifiers): { fields: unknown; coApplicantRemoved: boolean } {
  if (!isRecord(fields)) return { fields, coApplicantRemoved: false }
  const next: Record<string, unknown> = { ...fields }
  let coApplicantRemoved = false
  if ('coApplicant' in next && valueMentions(next.coApplicant, ids)) {
    delete next.coApplicant
    coApplicantRemoved = true
  }
  if (isRecord(next.friend) && valueMentions(next.friend, ids)) {
    next.friend = { firstName: REDACTED, lastName: REDACTED }
  }
  return { fields: next, coApplicantRemoved }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function scrubLeadRow(row: Record<string, unknown>, ids: PersonIdentifiers): LeadScrub {
  const changes: Record<string, unknown> = {}
  let coApplicantRemoved = false
  for (const [column, value] of Object.entries(row)) {
    if (column === 'id' || !valueMentions(value, ids)) continue
    let next = value
    if (column === 'fields') {
      const slots = withoutOtherPerson(value, ids)
      next = slots.fields
      coApplicantRemoved = slots.coApplicantRemoved
    }
    next = redactValue(next, ids)
    if (!same(next, value)) changes[column] = next
  }
  return { changes, coApplicantRemoved }
}
