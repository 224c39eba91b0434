import type { Payload } from 'payload'
import { env } from '@/config/env'
import { clientRateKey } from '@/server/http/client-address'
import { hitRateLimit } from '@/server/rate-limit'
import { checkVin } from '@/domain/vehicles/vin'
import { decodeVin } from './decoder'

/** The messages the shopper's VIN field shows (issue 7 "Identifying the vehicle"). */
export const VIN_MESSAGES = {
  invalid: 'Enter the 17-character VIN exactly as it appears on the vehicle.',
  undecodable: 'We could not find this VIN. Choose the year, make and model instead.',
  limited: 'Too many VIN look-ups. Please wait a few minutes, or choose the year, make and model.',
} as const

export type VinLookup = { status: number; body: Record<string, unknown>; retryAfterSeconds?: number }

/**
 * GET /api/vin/{vin} as a function of the request: a malformed VIN or a wrong check digit is 400
 * (checked before the rate limit: it costs nothing), then the per-IP limit (429), then the offline
 * decode: 200 with year, make, model, trim and specs, or 404 when vPIC cannot name the vehicle.
 */
export async function lookupVin(payload: Payload, headers: Headers, vin: string): Promise<VinLookup> {
  const config = env()
  const checked = checkVin(vin.slice(0, 40))
  if (!checked.ok) return { status: 400, body: { error: VIN_MESSAGES.invalid, reason: checked.reason } }
  const limited = await hitRateLimit(
    payload,
    `vin:${clientRateKey(headers)}`,
    config.VIN_RATE_LIMIT,
    config.VIN_RATE_WINDOW_SECONDS,
  )
  if (!limited.allowed)
    return { status: 429, body: { error: VIN_MESSAGES.limited }, retryAfterSeconds: limited.retryAfterSeconds }
  const result = await decodeVin(checked.vin)
  if (result.ok) return { status: 200, body: result.vehicle }
  if (result.reason === 'invalid') return { status: 400, body: { error: VIN_MESSAGES.invalid, reason: result.detail } }
  return { status: 404, body: { error: VIN_MESSAGES.undecodable } }
}
