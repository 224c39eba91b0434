import type { Payload } from 'payload'
import { unsubscribeByToken } from '@/services/alerts/unsubscribe'
import { PRICE_ALERTS } from './kind'

/**
 * Stops price-drop alerts from the link of one of their e-mails (issue 21; decision 0270), by the
 * shared unsubscribe; answers the vehicle's VIN for the result page.
 */
export type UnsubscribeOutcome = { ok: true; vin: string | null } | { ok: false; reason: 'invalid' }

export async function unsubscribePriceAlert(payload: Payload, token: unknown, now: Date): Promise<UnsubscribeOutcome> {
  const outcome = await unsubscribeByToken(payload, PRICE_ALERTS, token, now)
  if (!outcome.ok) return outcome
  return { ok: true, vin: await vinOf(payload, outcome.target.email.vehicle) }
}

export async function vinOf(payload: Payload, vehicle: unknown): Promise<string | null> {
  if (typeof vehicle !== 'number') return null
  const doc = await payload.findByID({
    collection: 'vehicles',
    id: vehicle,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { vin: true },
  })
  return doc?.vin ?? null
}
