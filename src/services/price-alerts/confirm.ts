import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { env } from '@/config/env'
import { parseLead } from '@/domain/leads/parse-lead'
import { CONFIRMATION_DAYS, isWellFormedToken } from '@/domain/price-alerts/tokens'
import { createLead } from '@/services/leads/intake'
import { executeIn } from '@/server/db/transaction'
import { confirmSubscriptionSql } from '@/server/db/price-alerts'
import { hashToken } from '@/server/link-tokens'
import { vehiclePathOf } from './vehicle-facts'

/**
 * The shopper pressed "Turn on alerts" on the page the confirmation e-mail links to (issue 21,
 * double opt-in; decision 0270). One statement confirms and spends the link, so two presses confirm
 * once. When the shopper ticked "Also send my details to a salesperson", the lead is written with
 * the normal lead intake in the same transaction (form type PRICE_ALERT, delivered like every lead,
 * by ADF to the CRM under the seeded routing), once per subscription.
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
  if (!isWellFormedToken(token)) return { ok: false, reason: 'invalid' }
  const sentAfter = new Date(now.getTime() - CONFIRMATION_DAYS * 24 * 60 * 60 * 1000)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const [row] = await executeIn(
      payload,
      req,
      'price-alert confirmation',
      confirmSubscriptionSql(hashToken(token), sentAfter),
    )
    if (!row) {
      await commitTransaction(req)
      return { ok: false, reason: 'invalid' }
    }
    const vehicle = await payload.findByID({
      collection: 'vehicles',
      id: Number(row.vehicle_id),
      depth: 1,
      overrideAccess: true,
      req,
      populate: { locations: { storeId: true } },
    })
    let leadJobId: number | null = null
    if (row.send_to_sales === true && row.lead_id === null) {
      const url = `${env().PUBLIC_URL.replace(/\/+$/, '')}${vehiclePathOf(vehicle)}`
      const parsed = parseLead(
        'PRICE_ALERT',
        {
          email: String(row.email),
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
        now,
      )
      if (!parsed.ok) throw new Error(`price-alert lead: ${JSON.stringify(parsed.fieldErrors)}`)
      const store = typeof vehicle.store === 'object' && vehicle.store ? vehicle.store.storeId : null
      const created = await createLead(
        payload,
        {
          parsed: parsed.value,
          storeKey: store ?? null,
          visitorId: null,
          clientAddress,
          consentState: null,
          prospectStatus: 'new',
          requestId,
        },
        now,
        req,
      )
      await payload.update({
        collection: 'price-alert-subscriptions',
        id: Number(row.id),
        data: { lead: created.leadId },
        depth: 0,
        overrideAccess: true,
        req,
      })
      leadJobId = Number(created.jobId)
    }
    await commitTransaction(req)
    return { ok: true, vin: vehicle.vin, leadJobId }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
