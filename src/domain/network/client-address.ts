import { formatIp, parseIp, type IpAddress } from './ip-address'
import { isTrusted, type TrustedProxies } from './trusted-proxies'

/**
 * The client's address from an X-Forwarded-For chain whose right-most entry is the socket's peer
 * (the app's server appends it: scripts/serve.ts). Each hop appends the address it was connected
 * from, so only entries added by trusted hops can be believed; everything to the left of the first
 * untrusted one was written by the client and is ignored (issue 16 section 1, decision 0200).
 *
 * Walking from the right: with N trusted hops, the client is N entries left of the peer; with
 * trusted ranges, it is the first entry that is not a trusted proxy. An entry that is not an
 * address stops the walk at the last real address passed (a trusted proxy wrote nonsense: believe
 * the proxy, never the text). Null only when even the peer is missing or unreadable.
 */
export function clientAddressOf(forwardedFor: string | null, trusted: TrustedProxies): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-64)
  let known: IpAddress | null = null
  for (let i = chain.length - 1, hop = 0; i >= 0; i--, hop++) {
    const ip = parseIp(chain[i])
    if (!ip) break
    known = ip
    const passesOn = trusted.kind === 'hops' ? hop < trusted.hops : isTrusted(ip, trusted.ranges)
    if (!passesOn) break
  }
  return known ? formatIp(known) : null
}

/**
 * The key a per-client limit counts under: the address for IPv4, the /64 for IPv6, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
 */
export function rateLimitSubject(address: string): string {
  const ip = parseIp(address)
  if (!ip || ip.version === 4) return address
  const prefix = new Uint8Array(16)
  prefix.set(ip.bytes.slice(0, 8))
  return `${formatIp({ version: 6, bytes: prefix })}/64`
}
