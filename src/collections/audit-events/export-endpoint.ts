import type { Endpoint, Where } from 'payload'
import { userHasRole } from '@/access/roles'
import { auditCsvHeader, auditCsvLine } from '@/domain/audit/csv'
import { redactFilter } from '@/domain/audit/redact-filter'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'
import type { AuditEvent } from '@/payload-types'
import { canReachCustomerData } from '@/access/can-reach-customer-data'
import { NO_STORE } from '@/server/http/responses'

/**
 * GET /api/audit-events/export.csv: the audit log's "Export CSV" (issue 34), the list as filtered
 * in the admin (its `where` and `sort` query parameters), for admins only. The export is itself
 * audited, before the first byte. Streamed page by page, like the leads export
 * (src/collections/leads/export-endpoint.ts); at most MAX_ROWS rows per file.
 */
const PAGE = 500
const MAX_ROWS = 100_000

function csvRow(event: AuditEvent) {
  const reveal = event.creditDataReveal
  return {
    id: event.id,
    createdAt: event.createdAt,
    action: event.action,
    summary: event.summary ?? null,
    actorEmail: event.actorEmail ?? null,
    actorRole: event.actorRole ?? null,
    subjectEmail: event.subjectEmail ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    creditDataReveal: typeof reveal === 'object' && reveal !== null ? reveal.id : (reveal ?? null),
    details: event.details ?? null,
  }
}

export const auditExportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    // Admins only, after the second factor (issue 34): the log holds addresses and staff e-mails.
    if (!req.user || !userHasRole(req.user, []) || !(await canReachCustomerData(req)))
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    const query = (req.query ?? {}) as { where?: Where; sort?: string }
    const where = typeof query.where === 'object' && query.where !== null ? query.where : undefined
    const sort = typeof query.sort === 'string' && /^-?[A-Za-z_.]+$/.test(query.sort) ? query.sort : '-createdAt'
    const { payload, user } = req
    const read = (page: number) =>
      payload.find({
        collection: 'audit-events',
        where,
        sort,
        limit: PAGE,
        page,
        depth: 0,
        user,
        overrideAccess: false,
      })
    let first
    try {
      first = await read(1)
    } catch {
      return Response.json({ error: 'This filter cannot be exported.' }, { status: 400 })
    }
    const rows = Math.min(first.totalDocs, MAX_ROWS)
    await recordAuditEvent(
      payload,
      {
        action: 'audit-export',
        ...auditRequestContext(req),
        summary: `Exported ${rows} audit ${rows === 1 ? 'event' : 'events'}`,
        details: { rows, filter: where ? redactFilter(where) : null, sort },
      },
      req,
    )
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(auditCsvHeader()))
        let page = first
        let sent = 0
        for (;;) {
          for (const event of page.docs) controller.enqueue(encoder.encode(auditCsvLine(csvRow(event))))
          sent += page.docs.length
          if (!page.hasNextPage || sent >= MAX_ROWS) break
          page = await read((page.page ?? 1) + 1)
        }
        controller.close()
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
        ...NO_STORE,
      },
    })
  },
}
