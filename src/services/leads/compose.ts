import { createHash } from 'node:crypto'
import type { Lead as LeadDoc } from '@/payload-types'
import {
  renderAdf,
  renderTextEmail,
  resolveRouting,
  toLead,
  type Lead,
  type ParsedLead,
  type Delivery,
} from '@/domain/leads'
import type { DeliveryContext } from './delivery-context'
import type { MessageClaim } from './claim'

/**
 * Turns a stored lead into the e-mails to send: one per recipient of each routing delivery
 * (site.md section 3 "E-mail routing"), rendered as ADF/XML or text (visitor-layer.md section 7).
 */
export type ComposedMessage = MessageClaim & { text: string; html?: string; replyTo?: string }

export type Site = { publicUrl: string; mailFrom: string }

function adminUrl(site: Site, collection: string, id: number | string): string {
  return `${site.publicUrl.replace(/\/$/, '')}/admin/collections/${collection}/${id}`
}

/** <lead-12-r1-dealership-ab12cd34ef@host>: the same lead, round and recipient always get the same id. */
export function leadMessageId(
  leadId: number,
  round: number,
  audience: string,
  recipient: string,
  publicUrl: string,
): string {
  const hash = createHash('sha256').update(recipient.toLowerCase()).digest('hex').slice(0, 12)
  return `<lead-${leadId}-r${round}-${audience}-${hash}@${new URL(publicUrl).hostname}>`
}

function leadOf(doc: LeadDoc, site: Site) {
  const lead = toLead({ formType: doc.formType, data: doc.fields } as ParsedLead)
  const resumeId = typeof doc.resume === 'object' && doc.resume !== null ? doc.resume.id : doc.resume
  if (resumeId) lead.details = { ...lead.details, resume: adminUrl(site, 'resumes', resumeId) }
  // Read by the server at intake, not from the form (issue 15): stored beside the fields.
  if (doc.adsValues) lead.adsValues = doc.adsValues as Lead['adsValues']
  if (doc.attribution) lead.attribution = doc.attribution as Lead['attribution']
  if (doc.phoneVerified) lead.phoneVerified = true
  // Issue 39: a Spanish lead's e-mail and ADF name the language (src/domain/leads/summary.ts).
  if (doc.language) lead.language = doc.language
  if (Array.isArray(doc.experiments) && doc.experiments.length > 0)
    lead.experiments = doc.experiments as Lead['experiments']
  return lead
}

function render(doc: LeadDoc, delivery: Delivery, ctx: DeliveryContext, site: Site) {
  const lead = leadOf(doc, site)
  const link = adminUrl(site, 'leads', doc.id)
  if (delivery.type === 'adf') {
    const vendor = ctx.store ?? ctx.company
    const xml = renderAdf(lead, {
      now: new Date(doc.createdAt),
      status: doc.prospectStatus === 'resend' ? 'resend' : 'new',
      subject: delivery.subject,
      leadId: doc.id,
      vendor: { name: vendor.name ?? 'Dealership', email: delivery.to[0], phone: vendor.phone },
      provider: { url: site.publicUrl, email: site.mailFrom.match(/<(.+)>/)?.[1] ?? site.mailFrom },
      adminUrl: link,
    })
    return { text: xml }
  }
  const mail = renderTextEmail(lead, { subject: delivery.subject, adminUrl: link })
  return { text: mail.text, html: mail.html }
}

export type ComposeResult = { ok: true; messages: ComposedMessage[] } | { ok: false; reason: 'no-recipient' }

export function composeMessages(doc: LeadDoc, round: number, ctx: DeliveryContext, site: Site): ComposeResult {
  const routing = resolveRouting(ctx.routing, doc.formType, ctx.store, ctx.company, ctx.staffMember)
  if (!routing.ok) return routing
  const email = (doc.fields as Record<string, unknown> | null)?.email
  const messages: ComposedMessage[] = []
  for (const delivery of routing.deliveries) {
    const body = render(doc, delivery, ctx, site)
    for (const recipient of delivery.to) {
      messages.push({
        key: `${doc.id}:${round}:${delivery.audience}:${recipient.toLowerCase()}`,
        leadId: doc.id,
        round,
        audience: delivery.audience,
        recipient,
        subject: delivery.subject,
        type: delivery.type,
        messageId: leadMessageId(doc.id, round, delivery.audience, recipient, site.publicUrl),
        ...body,
        // Answering a lead e-mail answers the shopper.
        replyTo: typeof email === 'string' ? email : undefined,
      })
    }
  }
  return { ok: true, messages }
}
