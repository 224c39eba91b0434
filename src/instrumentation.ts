/**
 * Next.js start-up hook: start the lead delivery worker with the server, so that leads queued
 * before a restart are delivered even if no request arrives (issue 4, decision 0022).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { payloadWithWorker } = await import('./services/leads/worker')
  try {
    await payloadWithWorker()
  } catch (err) {
    // The database may be down at boot: the first request that needs Payload retries.
    console.error('[leads] could not start the delivery worker at boot', err)
  }
}
