import { chatOrigins, type TrackerFlags } from '@/domain/security/csp'
import { execute } from '@/server/db/execute'
import { initializedPayload } from '@/server/db/initialized-payload'
import { trackerSettingsSql } from '@/server/db/settings'

/**
 * Which trackers are configured in Site settings, for the Content-Security-Policy the proxy sends
 * with every page (src/proxy.ts). One small query on Payload's pool at most every 10 s (the proxy
 * runs before the page and must stay cheap, and cannot import Payload's config: it reaches the
 * started Payload through src/server/db/initialized-payload.ts); the site-settings hook forgets the
 * cached value at once on the instance that saved it. On any error no tracker host is allowed: a
 * missing host only stops a tracker, an extra one would loosen the policy. Before Payload has
 * started in this process there is nothing to read: no tracker host, and the next request asks again.
 */
const TTL_MS = 10_000
const NONE: TrackerFlags = { gtm: false, ga4: false, metaPixel: false }

type State = { flags: TrackerFlags; at: number; refreshing?: Promise<void> }
type Row = {
  gtm_id: string | null
  ga4_id: string | null
  meta_pixel_id: string | null
  chat_script_url: string | null
  chat_hosts: string[] | null
}
const KEY = Symbol.for('dealership.security.trackerFlags')
const globals = globalThis as unknown as Record<symbol, State | undefined>

function state(): State {
  return (globals[KEY] ??= { flags: NONE, at: 0 })
}

async function refresh(s: State): Promise<void> {
  const payload = initializedPayload()
  if (!payload) {
    s.flags = NONE
    return
  }
  try {
    const row = (await execute(payload, trackerSettingsSql()))[0] as Row | undefined
    s.flags = {
      gtm: Boolean(row?.gtm_id?.trim()),
      ga4: Boolean(row?.ga4_id?.trim()),
      metaPixel: Boolean(row?.meta_pixel_id?.trim()),
      chatHosts: chatOrigins(row?.chat_script_url, row?.chat_hosts ?? []),
    }
  } catch {
    s.flags = NONE
  } finally {
    s.at = Date.now()
  }
}

export async function trackerFlags(): Promise<TrackerFlags> {
  const s = state()
  const age = Date.now() - s.at
  if (age < TTL_MS) return s.flags
  s.refreshing ??= refresh(s).finally(() => {
    s.refreshing = undefined
  })
  // The first request waits for the answer; later ones are served the last value while it refreshes.
  if (s.at === 0) await s.refreshing
  return s.flags
}

/**
 * The flags without waiting, for the page cache's answers in the custom server (decision 0285): the last value read
 * (a refresh starts when it is older than the TTL, as in `trackerFlags`), or null before the first read.
 */
export function trackerFlagsNow(): TrackerFlags | null {
  if (state().at === 0) return null
  void trackerFlags()
  return state().flags
}

/** Called when Site settings are saved on this instance. */
export function forgetTrackerFlags(): void {
  state().at = 0
}
