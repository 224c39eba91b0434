import type { Payload } from 'payload'

/**
 * Payload's database for the code that runs before a page and must not import Payload's config:
 * the proxy (src/proxy.ts) reads the tracker settings for every page's Content-Security-Policy,
 * and Next compiles the proxy apart from the app, so importing the config there would build the
 * whole CMS into it. Payload hands itself over when it starts (payload.config.ts `onInit`; the
 * server starts it at boot, src/instrumentation.ts), and the proxy's one small query then runs on
 * Payload's own pool instead of a second one (decision 0262). Kept on globalThis because the proxy
 * and the app are separate module graphs in one process.
 */
const KEY = Symbol.for('dealership.db.initializedPayload')
const globals = globalThis as unknown as Record<symbol, Payload | undefined>

export function shareInitializedPayload(payload: Payload): void {
  globals[KEY] = payload
}

/** The started Payload, or null while it has not started in this process. */
export function initializedPayload(): Payload | null {
  return globals[KEY] ?? null
}
