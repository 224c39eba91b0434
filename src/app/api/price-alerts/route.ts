import { acceptPriceAlertRequest } from '@/services/price-alerts/accept-request'
import { requestRoute } from '../_alerts/routes'

export const dynamic = 'force-dynamic'

/**
 * POST /api/price-alerts { vin, email, sendToSales } (issue 21; decision 0270): 202 when the
 * confirmation e-mail is queued, 422 with field errors in the spec's words, 400, 403, 413, 429, 503.
 */
export const POST = requestRoute(acceptPriceAlertRequest)
