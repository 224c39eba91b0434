import type { Payload } from 'payload'
import { PRICE_ALERT_MESSAGES, parsePriceAlertRequest } from '@/domain/price-alerts/request-schema'
import { execute } from '@/server/db/execute'
import { PRICE_ALERT_TABLES, requestAlertSql } from '@/server/db/alert-subscriptions'
import { newSeed } from '@/server/link-tokens'
import { acceptAlertRequest, type RequestResult } from '@/services/alerts/accept-request'
import { alertVehicle, dealership } from '@/services/alerts/vehicle-facts'
import { CONFIRMATION_JOB } from './queue'
import { PRICE_ALERTS } from './kind'

/**
 * POST /api/price-alerts { vin, email, sendToSales } (issue 21; decision 0270): checked and limited
 * like every alert request (src/services/alerts/accept-request.ts); the vehicle must be for sale.
 * The subscription, one per address and vehicle, and its confirmation job are one statement.
 */
export type { RequestResult }

export async function acceptPriceAlertRequest(payload: Payload, request: Request, now: Date): Promise<RequestResult> {
  return acceptAlertRequest(payload, request, now, {
    kind: PRICE_ALERTS,
    parse: parsePriceAlertRequest,
    store: async (value, at) => {
      const vehicle = await alertVehicle(payload, { vin: value.vin }, await dealership(payload))
      if (!vehicle || vehicle.listing !== 'available') return { fieldErrors: { vin: PRICE_ALERT_MESSAGES.vehicle } }
      const request = { email: value.email, target: vehicle.id, sendToSales: value.sendToSales, linkSeed: newSeed() }
      const rows = await execute(payload, requestAlertSql(PRICE_ALERT_TABLES, request, at, CONFIRMATION_JOB))
      return { jobId: Number(rows[0]?.job_id) }
    },
  })
}
