import type { Payload } from 'payload'
import { env } from '@/config/env'
import { confirmAlert, type ConfirmOutcome as AlertConfirmOutcome } from '@/services/alerts/confirm'
import { vehiclePathOf } from '@/services/alerts/vehicle-facts'
import { PRICE_ALERTS } from './kind'

/**
 * The shopper confirmed price-drop alerts (issue 21, double opt-in; decision 0270), by the shared
 * confirmation (src/services/alerts/confirm.ts). The price the shopper sees now becomes what later
 * alerts compare with; with the box ticked, the lead is of form type PRICE_ALERT, about the vehicle,
 * for the vehicle's store.
 */
export type ConfirmOutcome = { ok: true; vin: string; leadJobId: number | null } | { ok: false; reason: 'invalid' }

export async function confirmPriceAlert(
  payload: Payload,
  token: unknown,
  now: Date,
  clientAddress: string | null = null,
  /** The confirming request's id, kept in the lead's delivery job (issue 35). */
  requestId: string | null = null,
): Promise<ConfirmOutcome> {
  const outcome: AlertConfirmOutcome<string> = await confirmAlert(
    payload,
    PRICE_ALERTS,
    token,
    async (req, subscription) => {
      const vehicle = await payload.findByID({
        collection: 'vehicles',
        id: Number(subscription.target),
        depth: 1,
        overrideAccess: true,
        req,
        populate: { locations: { storeId: true } },
      })
      return {
        result: vehicle.vin,
        update: { confirmedPrice: vehicle.price ?? null },
        lead: () => {
          const url = `${env().PUBLIC_URL.replace(/\/+$/, '')}${vehiclePathOf(vehicle)}`
          const store = typeof vehicle.store === 'object' && vehicle.store ? vehicle.store.storeId : null
          return {
            formType: 'PRICE_ALERT',
            storeKey: store ?? null,
            data: {
              email: subscription.email,
              url,
              vehicle: {
                vin: vehicle.vin,
                year: vehicle.year,
                make: vehicle.make,
                model: vehicle.model,
                trim: vehicle.trim ?? undefined,
                stockNumber: vehicle.stockNumber ?? undefined,
                condition: vehicle.condition,
                url,
              },
            },
          }
        },
      }
    },
    { now, clientAddress, requestId },
  )
  return outcome.ok ? { ok: true, vin: outcome.result, leadJobId: outcome.leadJobId } : outcome
}
