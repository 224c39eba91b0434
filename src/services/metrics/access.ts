import { createHash, timingSafeEqual } from 'node:crypto'
import { isLoopback } from '@/domain/network/ip-address'

/**
 * Who may read GET /api/metrics (issue 35, decision 0303). The metrics show the site's internals
 * (traffic, queue, pool, memory), nothing personal, but nothing a visitor needs either.
 * - METRICS_TOKEN unset: clients on this machine's loopback only, judged by the client address the
 *   rate limits use (src/server/http/client-address.ts: the socket's peer that scripts/serve.mjs
 *   appends to X-Forwarded-For, and no further left than TRUSTED_PROXIES allows), so a made-up
 *   X-Forwarded-For cannot pass for 127.0.0.1, and a client behind a trusted proxy on the same
 *   machine is judged by its own address, not the proxy's. Anyone else: 403.
 * - METRICS_TOKEN set: `Authorization: Bearer <token>` only, from anywhere (a Prometheus server
 *   elsewhere); a missing or wrong token: 401 with `WWW-Authenticate: Bearer`. The comparison takes
 *   the same time whatever the guess (SHA-256 of both sides, then timingSafeEqual).
 */
export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 403 }

export function metricsAccess(
  token: string | undefined,
  authorization: string | null,
  clientAddress: string | null,
): MetricsAccess {
  if (token === undefined) return clientAddress !== null && isLoopback(clientAddress) ? { ok: true } : denied(403)
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1]
  return given !== undefined && sameSecret(given, token) ? { ok: true } : denied(401)
}

function denied(status: 401 | 403): MetricsAccess {
  return { ok: false, status }
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
