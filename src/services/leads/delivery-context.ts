import type { Payload } from 'payload'
import type { Lead as LeadDoc } from '@/payload-types'
import type { RoutingTable, RoutingStore, RoutingCompany, RoutingStaffMember } from '@/domain/leads/routing'
import { isFormType } from '@/domain/leads/form-types'
import { execute } from '@/server/db/execute'
import { settingsVersionsSql } from '@/server/db/settings'

/**
 * Everything the delivery job reads from settings, current per run (an editor's routing change
 * applies to the next delivery): the routing table, the company, the lead's store and, for a
 * staff-member message, that person's e-mail from the staff records (never from the form).
 */
export type DeliveryContext = {
  routing: RoutingTable
  company: RoutingCompany & { phone?: string }
  store: (RoutingStore & { phone?: string }) | null
  staffMember: RoutingStaffMember | null
}

type Settings = { version: string; routing: RoutingTable; company: DeliveryContext['company'] }

let cached: Settings | undefined

/**
 * The two globals through the Local API are about half a delivery's CPU (decision 0101), and they
 * rarely change: they are kept per process and reused while neither has a newer version (one
 * small query per delivery), so an editor's change still applies to the very next delivery. Both
 * globals keep versions: every save through Payload (admin, seed, restore) adds a version row with
 * a higher id; the main row's updated_at is not a signal (Payload leaves it as created).
 */
async function settingsVersion(payload: Payload): Promise<string> {
  const rows = await execute(payload, settingsVersionsSql())
  return `${String(rows[0]?.routing)}|${String(rows[0]?.company)}`
}

async function loadSettings(payload: Payload): Promise<Settings> {
  const version = await settingsVersion(payload)
  if (cached?.version === version) return cached
  const [routingGlobal, company] = await Promise.all([
    payload.findGlobal({ slug: 'email-routing', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: true }),
  ])
  const routing: RoutingTable = {}
  for (const rule of routingGlobal.rules ?? []) {
    if (!isFormType(rule.formType) || routing[rule.formType]) continue
    routing[rule.formType] = {
      type: rule.type === 'adf' ? 'adf' : 'text',
      subject: rule.subject ?? undefined,
      to: (rule.recipients ?? []).map((r) => r.email),
      storeInbox: rule.storeInbox === 'copy' || rule.storeInbox === 'ignore' ? rule.storeInbox : 'replace',
    }
  }
  cached = {
    version,
    routing,
    company: { name: company.name, email: company.email, phone: company.phone ?? undefined },
  }
  return cached
}

export async function loadDeliveryContext(payload: Payload, lead: LeadDoc): Promise<DeliveryContext> {
  const { routing, company } = await loadSettings(payload)
  const storeId = typeof lead.store === 'object' && lead.store !== null ? lead.store.id : lead.store
  const store = storeId
    ? await payload.findByID({
        collection: 'locations',
        id: storeId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  let staffMember: RoutingStaffMember | null = null
  const slug = (lead.fields as Record<string, unknown> | null)?.staffSlug
  if (lead.formType === 'STAFF_MEMBER' && typeof slug === 'string') {
    const { docs } = await payload.find({
      collection: 'staff',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) staffMember = { name: docs[0].fullName ?? undefined, email: docs[0].email }
  }
  return {
    routing,
    company,
    store: store ? { name: store.name, email: store.email, phone: store.salesPhone } : null,
    staffMember,
  }
}
