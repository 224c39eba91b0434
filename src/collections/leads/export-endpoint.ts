import type { Endpoint, Where } from 'payload'
import { canReachCustomerData } from '@/access/can-reach-customer-data'
import { leadsCsvHeader, leadsCsvLine, type LeadCsvRow } from '@/domain/leads/csv'
import type { Lead, Location } from '@/payload-types'
import { redactFilter } from '@/domain/audit/redact-filter'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'
import { NO_STORE } from '@/server/http/responses'

/**
 * GET /api/leads/export.csv: the admin's "Export CSV" (issue 15), the leads list as filtered in the
 * list view (the same `where` and `sort` query parameters), read with the user's own access, so
 * only sales and admins get rows. Streamed page by page; at most MAX_ROWS leads per file. Every
 * export is in the audit log (issue 34) before the first byte: who, the filter (without any
 * e-mail or phone it names) and the row count.
 */
const PAGE = 500
const MAX_ROWS = 50_000

function touchValue(lead: Lead, name: string): string | null {
  const last = (lead.attribution as { last?: { values?: Record<string, string>; landingPage?: string } } | null)?.last
  if (name === 'landingPage') return last?.landingPage ?? null
  return last?.values?.[name] ?? null
}

function csvRow(lead: Lead): LeadCsvRow {
  const fields = (lead.fields ?? {}) as { phone?: unknown }
  const store = typeof lead.store === 'object' && lead.store !== null ? (lead.store as Location).name : null
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    formType: lead.formType,
    store: store ?? null,
    title: lead.title ?? null,
    phone: typeof fields.phone === 'string' ? fields.phone : null,
    phoneVerified: lead.phoneVerified ?? false,
    source: lead.source ?? null,
    medium: lead.medium ?? null,
    campaign: lead.campaign ?? null,
    firstSource: lead.firstSource ?? null,
    firstMedium: lead.firstMedium ?? null,
    firstCampaign: lead.firstCampaign ?? null,
    gclid: touchValue(lead, 'gclid'),
    fbclid: touchValue(lead, 'fbclid'),
    landingPage: touchValue(lead, 'landingPage'),
    deliveryStatus: lead.deliveryStatus ?? null,
    language: lead.language ?? null,
  }
}

export const exportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!(await canReachCustomerData(req))) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const query = (req.query ?? {}) as { where?: Where; sort?: string }
    const where = typeof query.where === 'object' && query.where !== null ? query.where : undefined
    const sort = typeof query.sort === 'string' && /^-?[A-Za-z_.]+$/.test(query.sort) ? query.sort : '-createdAt'
    const { payload, user } = req
    const encoder = new TextEncoder()
    // Fail before the first byte on a filter Payload refuses, so the admin gets a clear 400.
    let first
    try {
      first = await payload.find({
        collection: 'leads',
        where,
        sort,
        limit: PAGE,
        page: 1,
        depth: 1,
        user,
        overrideAccess: false,
      })
    } catch {
      return Response.json({ error: 'This filter cannot be exported.' }, { status: 400 })
    }
    const rows = Math.min(first.totalDocs, MAX_ROWS)
    await recordAuditEvent(
      payload,
      {
        action: 'lead-export',
        ...auditRequestContext(req),
        summary: `Exported ${rows} ${rows === 1 ? 'lead' : 'leads'}`,
        details: { rows, filter: where ? redactFilter(where) : null, sort },
      },
      req,
    )
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(leadsCsvHeader()))
        let page = first
        let sent = 0
        for (;;) {
          for (const lead of page.docs) controller.enqueue(encoder.encode(leadsCsvLine(csvRow(lead as Lead))))
          sent += page.docs.length
          if (!page.hasNextPage || sent >= MAX_ROWS) break
          page = await payload.find({
            collection: 'leads',
            where,
            sort,
            limit: PAGE,
            page: (page.page ?? 1) + 1,
            depth: 1,
            user,
            overrideAccess: false,
          })
        }
        controller.close()
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        ...NO_STORE,
      },
    })
  },
}
