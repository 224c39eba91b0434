import type { Payload } from 'payload'
import { env } from '@/config/env'
import { VitalsBeacon, beaconFieldErrors, beaconValues, bucketOf, sampled } from '@/domain/vitals'
import { execute } from '@/server/db/execute'
import { countVitalsSql } from '@/server/db/web-vitals'
import { clientRateKey } from '@/server/http/client-address'
import { hitRateLimit } from '@/server/rate-limit'
import { vitalsSampleRate } from './sample-rate'

export type BeaconAnswer = { status: number; body?: Record<string, unknown>; retryAfterSeconds?: number }

export type BeaconOptions = {
  now?: Date
  /** A uniform draw in [0, 1) for sampling; Math.random by default. */
  draw?: () => number
  limit?: number
  windowSeconds?: number
}

/**
 * One Core Web Vitals beacon (issue 40): field errors 422; then the per-address limit (429); then
 * the settings' sampling rate; then each value counted in its day's histogram bucket, one
 * statement. The consent check is the route's (it reads the cookie). Answers 204 whether the
 * beacon was sampled or not: the browser has nothing to do with the difference.
 */
export async function recordBeacon(
  payload: Payload,
  headers: Headers,
  json: unknown,
  options: BeaconOptions = {},
): Promise<BeaconAnswer> {
  const parsed = VitalsBeacon.safeParse(json)
  if (!parsed.success)
    return { status: 422, body: { error: 'Invalid measurements.', errors: beaconFieldErrors(parsed.error) } }
  const config = env()
  const limited = await hitRateLimit(
    payload,
    `vitals:${clientRateKey(headers)}`,
    options.limit ?? config.VITALS_RATE_LIMIT,
    options.windowSeconds ?? config.VITALS_RATE_WINDOW_SECONDS,
  )
  if (!limited.allowed)
    return { status: 429, body: { error: 'Too many measurements.' }, retryAfterSeconds: limited.retryAfterSeconds }
  if (!sampled(await vitalsSampleRate(payload), (options.draw ?? Math.random)())) return { status: 204 }
  const beacon = parsed.data
  const day = (options.now ?? new Date()).toISOString().slice(0, 10)
  const hits = beaconValues(beacon).map(({ metric, value }) => ({ metric, bucket: bucketOf(metric, value) }))
  await execute(payload, countVitalsSql(day, beacon.template, beacon.device, hits))
  return { status: 204 }
}
