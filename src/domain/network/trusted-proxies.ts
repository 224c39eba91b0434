import { parseIp, samePrefix, type IpAddress } from './ip-address'

/**
 * The TRUSTED_PROXIES setting (issue 16 section 1, docs/decisions/0200-client-address.md): which
 * X-Forwarded-For entries the app may believe.
 * - empty: none; the client is the socket's peer;
 * - a whole number N: N reverse proxies always stand in front of the app (docker-compose: 1);
 * - a comma-separated list of addresses and CIDR ranges: the proxies' own addresses.
 */
export type TrustedProxies = { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: IpRange[] }
export type IpRange = { base: IpAddress; bits: number }

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'hops', hops: 0 }

function parseRange(text: string): IpRange | null {
  const [address, bitsText, extra] = text.split('/')
  if (extra !== undefined) return null
  const base = parseIp(address)
  if (!base || (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText))) return null
  // A prefix counts in the notation it is written in: 10.0.0.0/8, but ::ffff:10.0.0.0/104. IPv4
  // lives in the last 32 of the 128 bits (ip-address.ts), after the 96-bit mapped prefix.
  const dotted = !address.includes(':')
  const width = dotted ? 32 : 128
  const bits = bitsText === undefined ? width : Number(bitsText)
  if (bits > width) return null
  return { base, bits: dotted ? bits + 96 : bits }
}

export function parseTrustedProxies(value: string): { ok: true; value: TrustedProxies } | { ok: false; error: string } {
  const text = value.trim()
  if (text === '') return { ok: true, value: NO_TRUSTED_PROXIES }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops <= 16 ? { ok: true, value: { kind: 'hops', hops } } : { ok: false, error: 'a hop count is at most 16' }
  }
  const ranges: IpRange[] = []
  for (const part of text.split(',').map((p) => p.trim())) {
    const range = parseRange(part)
    if (!range)
      return {
        ok: false,
        error: `"${part}" is not an IP address or CIDR range (write e.g. 10.0.0.0/8, ::1 or a hop count)`,
      }
    ranges.push(range)
  }
  return { ok: true, value: { kind: 'ranges', ranges } }
}

export function isTrusted(ip: IpAddress, ranges: IpRange[]): boolean {
  return ranges.some((range) => samePrefix(ip, range.base, range.bits))
}
