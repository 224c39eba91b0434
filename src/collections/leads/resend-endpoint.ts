import type { Endpoint } from 'payload'
import { canResendLeads } from '@/access/can-resend-leads'
import { resendLead, runLeadJobNow } from '@/services/leads/intake'
import { requestIdOf } from '@/server/http/request-id.mjs'

/**
 * POST /api/leads/:id/resend, the admin's "Resend" button (issue 4). Sales and admins only. The
 * request's id travels into the new round's delivery job, as a new lead's does (issue 35, "Logs").
 */
export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!(await canResendLeads(req))) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'Not found' }, { status: 404 })
    const found = await req.payload.findByID({
      collection: 'leads',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!found) return Response.json({ error: 'Not found' }, { status: 404 })
    // An anonymised lead has no shopper left to send (issue 34, data retention).
    if (found.anonymisedAt)
      return Response.json(
        { error: "This lead's details were removed under the data retention setting: there is nothing to resend." },
        { status: 409 },
      )
    const { jobId } = await resendLead(req.payload, id, requestIdOf(req.headers))
    void runLeadJobNow(req.payload, jobId)
    return Response.json({ ok: true, leadId: id }, { status: 202 })
  },
}
