import type { Payload } from 'payload'
import type { FormType } from '@/domain/leads/form-types'
import type { RoutingType, StoreInboxMode } from '@/domain/leads/routing'

/**
 * Demo e-mail routing (site.md section 3 "E-mail routing", issue 4; docs/decisions/0023).
 * Forms that start a sale go to the CRM as ADF/XML; the rest go to people as text. Forms without
 * a recipient here go to the company inbox (dealership profile); a store the visitor picked
 * overrides the recipients with that store's inbox (src/seed/data/locations.ts), except for job
 * applications and billing questions, which the central office handles (decision 0247).
 */
const DOMAIN = 'midwestmotorgroup.example'
export const DEMO_CRM_INBOX = `crm@${DOMAIN}`

type SeedRule = { formType: FormType; type: RoutingType; subject: string; to: string[]; storeInbox?: StoreInboxMode }

export const DEMO_ROUTING: readonly SeedRule[] = [
  { formType: 'UNLOCK_INVENTORY', type: 'adf', subject: 'Private Inventory Unlock', to: [DEMO_CRM_INBOX] },
  { formType: 'UNLOCK_PRICE', type: 'adf', subject: 'Personalized Price', to: [DEMO_CRM_INBOX] },
  { formType: 'SCHEDULE_TEST_DRIVE', type: 'adf', subject: 'Test Drive Request', to: [DEMO_CRM_INBOX] },
  { formType: 'SELL_OR_TRADE', type: 'adf', subject: 'Sell or Trade Offer', to: [DEMO_CRM_INBOX] },
  { formType: 'CONTACT_SALES', type: 'adf', subject: 'Sales Inquiry', to: [DEMO_CRM_INBOX] },
  { formType: 'CONTACT_TRADE', type: 'adf', subject: 'Trade Appraisal Inquiry', to: [DEMO_CRM_INBOX] },
  { formType: 'CONTACT_SELL', type: 'adf', subject: 'Sell My Car Inquiry', to: [DEMO_CRM_INBOX] },
  { formType: 'APPLY_FINANCING', type: 'adf', subject: 'Financing Pre-Approval', to: [DEMO_CRM_INBOX] },
  { formType: 'FULL_CREDIT_APP', type: 'adf', subject: 'Credit Application', to: [DEMO_CRM_INBOX] },
  { formType: 'CONTACT_FINANCE', type: 'text', subject: 'Financing Question', to: [`finance@${DOMAIN}`] },
  { formType: 'CONTACT_SUPPORT', type: 'text', subject: 'Recent Purchase Question', to: [] },
  {
    formType: 'CONTACT_BILLING',
    type: 'text',
    subject: 'Billing Question',
    to: [`accounting@${DOMAIN}`],
    storeInbox: 'ignore',
  },
  { formType: 'CONTACT_GENERAL', type: 'text', subject: 'Website Lead', to: [] },
  { formType: 'STAFF_MEMBER', type: 'text', subject: 'Staff Member Message', to: [] },
  { formType: 'CAREERS', type: 'text', subject: 'Job Application', to: [`careers@${DOMAIN}`], storeInbox: 'ignore' },
  { formType: 'SERVICE', type: 'text', subject: 'Service Appointment Request', to: [`service@${DOMAIN}`] },
  { formType: 'REFERRAL', type: 'text', subject: 'Referral', to: [] },
  // A confirmed price-drop alert whose shopper asked for a salesperson (issue 21, decision 0270).
  { formType: 'PRICE_ALERT', type: 'adf', subject: 'Price-Drop Alert', to: [DEMO_CRM_INBOX] },
  // A confirmed saved search whose shopper asked for a salesperson (issue 38, decision 0337).
  { formType: 'SAVED_SEARCH', type: 'adf', subject: 'Saved Search', to: [DEMO_CRM_INBOX] },
]

/** Seeds the routing table when it has no rules; an edited table is left alone. True when it wrote. */
export async function seedEmailRouting(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'email-routing', depth: 0, overrideAccess: true })
  if ((current.rules ?? []).length > 0) return false
  const rules = DEMO_ROUTING.map((rule) => ({
    formType: rule.formType,
    type: rule.type,
    subject: rule.subject,
    storeInbox: rule.storeInbox ?? 'replace',
    recipients: rule.to.map((email) => ({ email })),
  }))
  await payload.updateGlobal({ slug: 'email-routing', data: { rules }, depth: 0, overrideAccess: true })
  return true
}
