import type { Endpoint } from 'payload'
import { canRevealCreditData } from '@/access/can-reveal-credit-data'
import { clientAddress } from '@/server/http/client-address'
import { revealCreditApplication } from '@/services/credit-data/store'
import { NO_STORE } from '@/server/http/responses'

/**
 * POST /api/credit-applications/:id/reveal, the admin's Reveal button (issue 6): admins and sales
 * only; every answer is preceded by an audit row (and an audit-log event, issue 34). POST, not GET: a reveal is an action, never
 * cached or prefetched.
 */
export const revealEndpoint: Endpoint = {
  path: '/:id/reveal',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !(await canRevealCreditData(req))) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'Not found' }, { status: 404 })
    const revealed = await revealCreditApplication(
      req.payload,
      id,
      req.user as { id: number; role?: string; email?: string },
      clientAddress(req.headers) ?? 'unknown',
      req.headers.get('user-agent'),
    )
    if (!revealed) return Response.json({ error: 'Not found' }, { status: 404 })
    return Response.json(revealed, { headers: NO_STORE })
  },
}
