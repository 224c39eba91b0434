import { env } from '@/config/env'
import { payloadClient } from '@/data/payload'
import { NO_STORE } from '@/server/http/responses'
import { clientAddress } from '@/server/http/client-address'
import { metricsAccess } from '@/services/metrics/access'
import { scrapeMetrics } from '@/services/metrics/scrape'

export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics: this process's metrics in Prometheus' text format (issue 35, decision 0303).
 * Loopback clients only without METRICS_TOKEN (403 for others), a bearer token with it (401 without
 * the right one); docs/operations.md lists the metrics and what to alert on.
 */
export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(
    env().METRICS_TOKEN,
    request.headers.get('authorization'),
    clientAddress(request.headers),
  )
  if (!access.ok) {
    return new Response(access.status === 401 ? 'A bearer token is required.\n' : 'Forbidden.\n', {
      status: access.status,
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/plain; charset=utf-8',
        ...(access.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="metrics"' } : {}),
      },
    })
  }
  const payload = await payloadClient().catch(() => null)
  const { body, contentType } = await scrapeMetrics(payload)
  return new Response(body, { headers: { ...NO_STORE, 'Content-Type': contentType } })
}
