import type { Instrumentation } from 'next'

/**
 * Next.js start-up hook: hand the custom server the page cache, listen for cache
 * invalidations from every instance, and start the lead delivery worker with the server, so that
 * leads queued before a restart are delivered even if no request arrives (issue 4, decision 0022).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // The page cache of the custom server, scripts/serve.mjs (decision 0285).
  const { registerPageCacheServer } = await import('./services/page-cache/serving')
  registerPageCacheServer()
  // An edit saved through any instance drops this instance's caches within moments (issue 18, decision 0227).
  const { startCacheInvalidationListener } = await import('./services/cache-invalidation/start')
  startCacheInvalidationListener()
  const { payloadWithWorker } = await import('./services/leads/worker')
  try {
    await payloadWithWorker()
  } catch (err) {
    // The database may be down at boot: the first request that needs Payload retries.
    console.error('[leads] could not start the delivery worker at boot', err)
  }
}

/**
 * Next's hook for an error in a render, a route handler, a server action or the proxy: with
 * LOG_FORMAT=json it becomes one JSON line with the request's id (issue 35, decision 0328).
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./services/logging/request-error')
  await logRequestError(...args)
}
