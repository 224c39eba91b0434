import { unsubscribePriceAlert } from '@/services/price-alerts/unsubscribe'
import { PRICE_ALERT_PATHS } from '@/domain/price-alerts/paths'
import { unsubscribeRoutes } from '../../_alerts/routes'

export const dynamic = 'force-dynamic'

/** The List-Unsubscribe address of every price-drop alert (issue 21; decision 0270): one-click POST, or GET to the page. */
const routes = unsubscribeRoutes(
  PRICE_ALERT_PATHS.unsubscribePage,
  'You will get no more price-drop alerts for this vehicle.',
  async (payload, token, now) => {
    const outcome = await unsubscribePriceAlert(payload, token, now)
    if (!outcome.ok) return { ok: false }
    return { ok: true, shown: outcome.vin ? { vin: outcome.vin } : ({} as Record<string, string>) }
  },
)

export const POST = routes.POST
export const GET = routes.GET
