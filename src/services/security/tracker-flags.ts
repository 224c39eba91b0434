import pg from 'pg'
import { chatOrigins, type TrackerFlags } from '@/domain/security/csp'

/**
 * Which trackers are configured in Site settings, for the Content-Security-Policy the proxy sends
 * with every page (src/proxy.ts). Read straight from Postgres with one small query at most every
 * 10 s (the proxy runs before Payload and must stay cheap); the site-settings hook forgets the cached
 * value at once on the instance that saved it. On any error no tracker host is allowed: a missing
 * host only stops a tracker, an extra one would loosen the policy.
 */
const TTL_MS = 10_000
const NONE: TrackerFlags = { gtm: false, ga4: false, metaPixel: false }

type State = { flags: TrackerFlags; at: number; refreshing?: Promise<void>; pool?: pg.Pool }
const KEY = Symbol.for('dealership.security.trackerFlags')
const globals = globalThis as unknown as Record<symbol, State | undefined>

function state(): State {
  return (globals[KEY] ??= { flags: NONE, at: 0 })
}

async function refresh(s: State): Promise<void> {
  try {
    if (!s.pool) {
      s.pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 1000, idleTimeoutMillis: 30_000 })
      s.pool.on('error', () => undefined)
    }
    const { rows } = await s.pool.query<{ gtm_id: string | null; ga4_id: string | null; meta_pixel_id: string | null; chat_script_url: string | null; chat_hosts: string[] | null }>(
      // chat_hosts: Site settings "Chat hosts" (a hasMany text field, stored in site_settings_texts).
      `select gtm_id, ga4_id, meta_pixel_id, chat_script_url,
        (select array_agg(t.text order by t."order") from site_settings_texts t where t.parent_id = s.id and t.path = 'chatHosts') as chat_hosts
       from site_settings s limit 1`,
    )
    const row = rows[0]
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
 * The flags without waiting, for the page cache's fast path (decision 0121): the last value read
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
