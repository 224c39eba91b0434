/**
 * IP addresses as 16 bytes, so that one comparison covers IPv4, IPv6 and IPv4-mapped IPv6
 * (::ffff:203.0.113.7 is the same client as 203.0.113.7: a dual-stack socket reports IPv4 peers
 * that way). Used to find the client address behind trusted proxies (issue 16 section 1).
 */
export type IpAddress = { version: 4 | 6; bytes: Uint8Array }

const IPV4_MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN))
  return bytes.every((b) => b <= 255) ? bytes : null
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return []
    const out: number[] = []
    const parts = half.split(':')
    for (const [i, part] of parts.entries()) {
      // The last 32 bits may be written as dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4).
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4(part)
        if (!v4) return null
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3])
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16))
      else return null
    }
    return out
  }
  const head = groupsOf(halves[0])
  const tail = halves.length === 2 ? groupsOf(halves[1]) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail]
  return groups.flatMap((g) => [g >> 8, g & 0xff])
}

/**
 * An address as a proxy or socket writes it: bare, "[v6]", "[v6]:port", "v4:port", or with a zone
 * ("fe80::1%eth0", dropped). Null for anything else, including host names and "unknown".
 */
export function parseIp(raw: string): IpAddress | null {
  let text = raw.trim()
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$|^([\d.]+):(\d{1,5})$/.exec(text)
  if (withPort && Number(withPort[2] ?? withPort[4]) > 65535) return null
  const bracketed = /^\[([^\]]+)\]$/.exec(text)
  if (withPort) text = withPort[1] ?? withPort[3]
  else if (bracketed) text = bracketed[1]
  text = text.replace(/%[\w.-]+$/, '')
  if (text.length === 0 || text.length > 45) return null
  const v4 = parseIpv4(text)
  if (v4) return { version: 4, bytes: Uint8Array.from([...IPV4_MAPPED_PREFIX, ...v4]) }
  const v6 = parseIpv6(text)
  if (!v6) return null
  const mapped = IPV4_MAPPED_PREFIX.every((b, i) => v6[i] === b)
  return { version: mapped ? 4 : 6, bytes: Uint8Array.from(v6) }
}

/** One spelling per address: dotted IPv4 (mapped ones too), RFC 5952 IPv6 (lower case, longest zero run as ::). */
export function formatIp(ip: IpAddress): string {
  if (ip.version === 4) return Array.from(ip.bytes.slice(12)).join('.')
  const groups = Array.from({ length: 8 }, (_, i) => (ip.bytes[2 * i] << 8) | ip.bytes[2 * i + 1])
  let best = { start: -1, length: 1 }
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > best.length) best = { start: i, length: j - i }
    i = j > i ? j : i + 1
  }
  const hex = groups.map((g) => g.toString(16))
  if (best.start < 0) return hex.join(':')
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`
}

/** Whether the first `bits` bits of two addresses agree (IPv4 prefixes count from the mapped form's byte 12). */
export function samePrefix(a: IpAddress, b: IpAddress, bits: number): boolean {
  for (let i = 0; i < 16 && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff
    if ((a.bytes[i] & mask) !== (b.bytes[i] & mask)) return false
  }
  return true
}

/**
 * Whether an address is this machine's loopback: 127.0.0.0/8 (also written IPv4-mapped,
 * ::ffff:127.0.0.1) or ::1. False for anything that is not an address.
 */
export function isLoopback(address: string): boolean {
  const ip = parseIp(address)
  if (!ip) return false
  if (ip.version === 4) return ip.bytes[12] === 127
  return ip.bytes.every((b, i) => b === (i === 15 ? 1 : 0))
}
