import { isValidEmail } from '../validation/email'
import type { FormType } from './form-types'

/**
 * E-mail routing per form type (site.md section 3, visitor-layer.md section 7): type adf or text,
 * a subject and recipients. Defaults: subject 'Website Lead', type text (site.md section 9).
 *
 * Recipients only ever come from settings (routing table, store, company, staff records), never
 * from lead data: a form cannot choose where its mail goes.
 *
 * Precedence of the dealership recipient: the store the visitor chose (its e-mail overrides the
 * company settings, site.md sections 1 and 6) > the routing table's `to` > the company e-mail.
 * Per form type the manager may change what the chosen store's inbox does (issue 20, decision
 * 0247): replace the central recipients (the default, as the spec says), get its own copy beside
 * them, or be left out (careers and billing are handled centrally whatever store was picked).
 */
export type RoutingType = 'adf' | 'text'
/** What the chosen store's inbox does for a form type: replaces the central recipients, joins them, or is left out. */
export const STORE_INBOX_MODES = ['replace', 'copy', 'ignore'] as const
export type StoreInboxMode = (typeof STORE_INBOX_MODES)[number]
export const DEFAULT_STORE_INBOX: StoreInboxMode = 'replace'
export type RoutingRule = { type?: RoutingType; subject?: string; to?: readonly string[]; storeInbox?: StoreInboxMode }
export type RoutingTable = Partial<Record<FormType, RoutingRule>>

export type RoutingStore = { name?: string; email?: string | null }
export type RoutingCompany = { name?: string; email?: string | null }
export type RoutingStaffMember = { name?: string; email?: string | null }

export type Delivery = {
  type: RoutingType
  subject: string
  to: string[]
  /** Who reads it: the dealership's lead inbox, or the staff member the visitor wrote to. */
  audience: 'dealership' | 'staff-member'
}

export type RoutingResult = { ok: true; deliveries: Delivery[] } | { ok: false; reason: 'no-recipient' }

export const DEFAULT_SUBJECT = 'Website Lead'
export const DEFAULT_TYPE: RoutingType = 'text'
/** visitor-layer.md section 7: the extra mail to the staff member. */
export const STAFF_MEMBER_SUBJECT = 'Connect with a Staff Member Form from website'

/** Trimmed, valid, de-duplicated (case-insensitively) addresses; anything else is dropped. */
export function cleanRecipients(addresses: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const address of addresses) {
    const email = address?.trim()
    if (!email || !isValidEmail(email) || seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    out.push(email)
  }
  return out
}

/** Subject with line breaks removed, so a settings value can never inject mail headers. */
function headerSafe(subject: string | undefined): string {
  const clean = (subject ?? '').replace(/[\r\n\t]+/g, ' ').trim()
  return clean === '' ? DEFAULT_SUBJECT : clean
}

export function resolveRouting(
  routingTable: RoutingTable,
  formType: FormType,
  store: RoutingStore | null | undefined,
  company: RoutingCompany,
  staffMember?: RoutingStaffMember | null,
): RoutingResult {
  const rule = routingTable[formType] ?? {}
  const storeTo = cleanRecipients([store?.email])
  const tableTo = cleanRecipients(rule.to ?? [])
  const companyTo = cleanRecipients([company.email])
  const central = tableTo.length > 0 ? tableTo : companyTo
  const mode = rule.storeInbox ?? DEFAULT_STORE_INBOX
  const to =
    storeTo.length === 0 || mode === 'ignore'
      ? central
      : mode === 'copy'
        ? cleanRecipients([...storeTo, ...central])
        : storeTo

  const deliveries: Delivery[] = []
  if (to.length > 0) {
    deliveries.push({ type: rule.type ?? DEFAULT_TYPE, subject: headerSafe(rule.subject), to, audience: 'dealership' })
  }
  if (formType === 'STAFF_MEMBER') {
    const staffTo = cleanRecipients([staffMember?.email])
    // A person reads this one, so it is always the plain format.
    if (staffTo.length > 0)
      deliveries.push({ type: 'text', subject: STAFF_MEMBER_SUBJECT, to: staffTo, audience: 'staff-member' })
  }
  return deliveries.length > 0 ? { ok: true, deliveries } : { ok: false, reason: 'no-recipient' }
}
