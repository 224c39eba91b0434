import { confirmPriceAlert } from '@/services/price-alerts/confirm'
import { PRICE_ALERT_PATHS } from '@/domain/price-alerts/paths'
import { confirmRoute, confirmingRequest } from '../../_alerts/routes'

export const dynamic = 'force-dynamic'

/**
 * POST /api/price-alerts/confirm (form field `token`): the "Turn on alerts" button of the page the
 * confirmation e-mail links to (issue 21, double opt-in; decision 0270). 303 back to the page, with
 * the vehicle's VIN when it worked.
 */
export const POST = confirmRoute(PRICE_ALERT_PATHS.confirmPage, async (payload, token, request) => {
  const { now, clientAddress, requestId } = confirmingRequest(request)
  const outcome = await confirmPriceAlert(payload, token, now, clientAddress, requestId)
  return outcome.ok ? { ok: true, leadJobId: outcome.leadJobId, shown: { vin: outcome.vin } } : { ok: false }
})
