import type { Payload } from 'payload'
import { adsCookieNames } from '@/domain/profile/ads-cookie-names'

/**
 * The advertising cookies Site settings names (issue 40), as lead intake reads them: at most every
 * 30 s per process, so a lead costs no settings read. Saving site settings forgets them at once on
 * the instance that saved (the global's afterChange hook); the others follow within 30 s.
 */
const TTL_MS = 30_000
let cached: { names: string[]; at: number } | undefined

export function forgetAdsCookieNames(): void {
  cached = undefined
}

export async function configuredAdsCookieNames(payload: Payload, nowMs = Date.now()): Promise<string[]> {
  if (cached && nowMs - cached.at < TTL_MS) return cached.names
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { adsCookieNames: true } })
  const names = adsCookieNames(settings.adsCookieNames)
  cached = { names, at: nowMs }
  return names
}
