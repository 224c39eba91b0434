import type { Payload } from 'payload'
import { confirmationMail } from '@/domain/price-alerts/emails'
import { sendAlertConfirmation, type ConfirmationOutcome } from '@/services/alerts/send-confirmation'
import { alertVehicle, dealership } from '@/services/alerts/vehicle-facts'
import { PRICE_ALERTS } from './kind'

/**
 * The confirmation e-mail of a price-drop alert request (issue 21: double opt-in), by the shared
 * sender (src/services/alerts/send-confirmation.ts): none when the vehicle is no longer for sale.
 */
export async function sendConfirmation(
  payload: Payload,
  subscriptionId: number,
  sendToSales: boolean,
  options: { linkSeed?: string; now?: Date } = {},
): Promise<ConfirmationOutcome> {
  return sendAlertConfirmation(
    payload,
    PRICE_ALERTS,
    async (subscription) => {
      const vehicle = subscription.vehicle as number | { id: number }
      const settings = await dealership(payload)
      const found = await alertVehicle(payload, { id: typeof vehicle === 'object' ? vehicle.id : vehicle }, settings)
      if (!found || found.listing !== 'available') return null
      return (confirmPageUrl) =>
        confirmationMail({ dealershipName: settings.name, vehicleTitle: found.title, confirmPageUrl, sendToSales })
    },
    subscriptionId,
    sendToSales,
    options,
  )
}
