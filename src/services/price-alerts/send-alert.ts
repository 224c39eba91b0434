import type { Payload } from 'payload'
import { env } from '@/config/env'
import { priceAlertMail } from '@/domain/price-alerts/emails'
import { SKIP_REASONS, sendDecision } from '@/domain/price-alerts/rules'
import type { SubscriptionStatus } from '@/domain/alerts/statuses'
import { deliverAlertEmail, type AlertOutcome } from '@/services/alerts/deliver'
import { alertVehicle, dealership } from '@/services/alerts/vehicle-facts'
import { PRICE_ALERTS } from './kind'

/**
 * One price-drop alert e-mail (issue 21; decision 0270), claimed and sent by the shared delivery
 * (src/services/alerts/deliver.ts). Checked again once claimed: nothing goes out when the shopper
 * unsubscribed, the vehicle sold or left the site, or its price moved on since.
 */
export type { AlertOutcome }

export async function sendPriceAlert(payload: Payload, noticeId: number): Promise<AlertOutcome> {
  return deliverAlertEmail(payload, PRICE_ALERTS, noticeId, async ({ row, subscription, unsubscribePageUrl }) => {
    const settings = await dealership(payload)
    const vehicle = await alertVehicle(payload, { id: Number(row.vehicle_id) }, settings)
    const price = Number(row.price)
    const decision = sendDecision({
      subscriptionStatus: (subscription?.status as SubscriptionStatus | undefined) ?? null,
      vehicleStatus: vehicle?.listing ?? null,
      currentPrice: vehicle?.price,
      noticePrice: price,
    })
    if (!decision.send || !subscription || !vehicle)
      return { skip: SKIP_REASONS[decision.send ? 'unlisted' : decision.reason] }
    const publicUrl = env().PUBLIC_URL.replace(/\/+$/, '')
    const mail = priceAlertMail({
      dealershipName: settings.name,
      vehicleTitle: vehicle.title,
      vehicleUrl: `${publicUrl}${vehicle.path}`,
      previousPrice: Number(row.previous_price),
      newPrice: price,
      priceLocked: vehicle.priceLocked,
      unsubscribePageUrl,
    })
    return { send: { to: subscription.email, mail } }
  })
}
