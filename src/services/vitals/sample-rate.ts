import type { Payload } from 'payload'

/**
 * The site-settings sampling rate of POST /api/vitals (issue 40), read at most every 30 s per
 * process: a beacon should not cost a settings read. Saving site settings forgets it at once on
 * the instance that saved (the global's afterChange hook); the others follow within 30 s.
 */
const TTL_MS = 30_000
let cached: { rate: number; at: number } | undefined

export function forgetVitalsSampleRate(): void {
  cached = undefined
}

export async function vitalsSampleRate(payload: Payload, nowMs = Date.now()): Promise<number> {
  if (cached && nowMs - cached.at < TTL_MS) return cached.rate
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { vitalsSampleRate: true } })
  const value = settings.vitalsSampleRate
  const rate = typeof value === 'number' && Number.isFinite(value) ? value : 100
  cached = { rate, at: nowMs }
  return rate
}
