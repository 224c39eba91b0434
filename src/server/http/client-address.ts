import { env } from '@/config/env'
import { clientAddressOf, rateLimitSubject } from '@/domain/network/client-address'

/**
 * The one home of the client's address (issue 16 section 1, decision 0200). The app's server
 * (scripts/serve.ts) appends the socket's peer to X-Forwarded-For, so its right-most entry is
 * never the client's own words; TRUSTED_PROXIES says how far left of it to believe. X-Real-IP and
 * any other header a client could set are not read.
 */
export function clientAddress(headers: Headers): string | null {
  return clientAddressOf(headers.get('x-forwarded-for'), env().TRUSTED_PROXIES)
}

/** What every per-client limit (leads, VIN look-ups, phone verification) counts under. */
export function clientRateKey(headers: Headers): string {
  return rateLimitSubject(clientAddress(headers) ?? 'unknown')
}
