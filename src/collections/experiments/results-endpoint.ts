import type { Endpoint } from 'payload'
import { experimentResults } from '@/domain/experiments'
import { experimentCounts } from '@/services/experiments/exposures'
import { gateIsOpen } from '@/domain/security/second-factor/gate'
import { secondFactorStateOf } from '@/services/staff-auth/gate'
import { NO_STORE } from '@/server/http/responses'

/**
 * GET /api/experiment-definitions/:id/results (issue 15): visitors, leads and conversion per
 * variant with the comparison against the first variant, for the results panel of the admin.
 * Staff only. Variants no longer in the definition but still recorded are listed after the rest.
 */
export const resultsEndpoint: Endpoint = {
  path: '/:id/results',
  method: 'get',
  handler: async (req) => {
    // Not while the second factor is owed (issue 34).
    if (!req.user || !gateIsOpen(await secondFactorStateOf(req)))
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ error: 'Not found' }, { status: 404 })
    const doc = await req.payload.findByID({
      collection: 'experiment-definitions',
      id,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!doc) return Response.json({ error: 'Not found' }, { status: 404 })
    const counts = await experimentCounts(req.payload, doc.name)
    const names = (doc.variants ?? []).map((v) => v.name)
    for (const recorded of counts.keys()) if (!names.includes(recorded)) names.push(recorded)
    const arms = names.map((variant) => ({
      variant,
      ...(counts.get(variant) ?? { visitors: 0, leads: 0, converted: 0 }),
    }))
    return Response.json({ experiment: doc.name, arms: experimentResults(arms) }, { headers: NO_STORE })
  },
}
