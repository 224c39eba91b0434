import { describe, expect, it } from 'vitest'
import { clientAddressOf, rateLimitSubject } from './client-address'
import { NO_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './trusted-proxies'

const setting = (text: string): TrustedProxies => {
  const parsed = parseTrustedProxies(text)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

describe('parseTrustedProxies', () => {
  it.each([
    ['', { kind: 'hops', hops: 0 }],
    ['  ', { kind: 'hops', hops: 0 }],
    ['0', { kind: 'hops', hops: 0 }],
    ['1', { kind: 'hops', hops: 1 }],
    ['16', { kind: 'hops', hops: 16 }],
  ])('%j is %j', (text, expected) => {
    expect(parseTrustedProxies(text)).toEqual({ ok: true, value: expected })
  })

  it.each([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    '10.0.0.0/8, 172.16.0.0/12,192.168.0.0/16',
    'fd00::/8',
    '::ffff:10.0.0.0/104',
    '0.0.0.0/0',
  ])('%j is a list of ranges', (text) => {
    expect(parseTrustedProxies(text)).toMatchObject({ ok: true, value: { kind: 'ranges' } })
  })

  it.each([
    '17',
    '-1',
    '1.5',
    'nginx',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/',
    '10.0.0.0/x',
    '10.0.0.0/8,',
    'true',
  ])('%j is refused', (text) => {
    expect(parseTrustedProxies(text)).toMatchObject({ ok: false })
  })
})

describe('clientAddressOf', () => {
  // The right-most entry is always the socket's peer (scripts/serve.ts appends it).
  it.each([
    // No trusted proxy: the peer, whatever the client wrote before it.
    ['', '', null],
    ['', '198.51.100.9', '198.51.100.9'],
    ['', '1.1.1.1, 2.2.2.2, 198.51.100.9', '198.51.100.9'],
    ['', 'garbage, 198.51.100.9', '198.51.100.9'],
    ['', '::ffff:198.51.100.9', '198.51.100.9'],
    ['', '2001:DB8::0:1', '2001:db8::1'],
    ['', 'unknown', null],
    // One trusted hop (docker-compose's nginx): the entry the proxy appended.
    ['1', '203.0.113.7, 172.18.0.5', '203.0.113.7'],
    ['1', '6.6.6.6, 203.0.113.7, 172.18.0.5', '203.0.113.7'],
    ['1', '172.18.0.5', '172.18.0.5'],
    ['1', 'garbage, 172.18.0.5', '172.18.0.5'],
    ['2', '6.6.6.6, 203.0.113.7, 10.0.0.2, 172.18.0.5', '203.0.113.7'],
    // Trusted ranges: walk left over the proxies, stop at the first address that is not one.
    ['172.16.0.0/12', '203.0.113.7, 172.18.0.5', '203.0.113.7'],
    ['172.16.0.0/12', '6.6.6.6, 203.0.113.7, 172.18.0.5', '203.0.113.7'],
    ['172.16.0.0/12, 10.0.0.0/8', '6.6.6.6, 203.0.113.7, 10.1.1.1, 172.18.0.5', '203.0.113.7'],
    ['172.16.0.0/12', '172.18.0.5', '172.18.0.5'],
    ['172.16.0.0/12', '10.0.0.1, 172.18.0.5', '10.0.0.1'],
    ['172.16.0.0/12', '6.6.6.6, 198.51.100.9', '198.51.100.9'],
    ['172.16.0.0/12', 'not-an-ip, 172.18.0.5', '172.18.0.5'],
    ['172.16.0.0/12', '::ffff:203.0.113.7, ::ffff:172.18.0.5', '203.0.113.7'],
    ['127.0.0.1, ::1', '2001:db8::7, ::1', '2001:db8::7'],
    ['fd00::/8', '203.0.113.7, fd12::1, fd00::2', '203.0.113.7'],
    ['127.0.0.1', '[2001:db8::7]:4711, 127.0.0.1', '2001:db8::7'],
  ])('trusting %j, %j is %j', (trusted, forwardedFor, expected) => {
    expect(clientAddressOf(forwardedFor, setting(trusted))).toBe(expected)
  })

  it('is the peer when the header is missing', () => {
    expect(clientAddressOf(null, NO_TRUSTED_PROXIES)).toBeNull()
  })

  it('reads at most the last 64 entries of a huge header', () => {
    const long = Array.from({ length: 10_000 }, (_, i) => `10.0.${(i >> 8) & 255}.${i & 255}`).join(', ')
    expect(clientAddressOf(long, setting('10.0.0.0/8'))).toBe('10.0.38.208')
  })
})

describe('rateLimitSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject)
  })
})
