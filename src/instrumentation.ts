/**
 * Next.js start-up hook: hand the custom server the page cache's fast path, listen for cache
 * invalidations from every instance, and start the lead delivery worker with the server, so that
 * leads queued before a restart are delivered even if no request arrives (issue 4, decision 0022).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Fresh copies of inventory pages answered by scripts/serve.mjs before Next's routing (decision 0121).
  const { registerPageCacheFastPath } = await import('./services/page-cache/fast-path')
  registerPageCacheFastPath()
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
