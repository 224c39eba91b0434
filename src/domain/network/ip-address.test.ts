import { describe, expect, it } from 'vitest'
import { formatIp, isLoopback, parseIp, samePrefix } from './ip-address'

describe('parseIp and formatIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['0.0.0.0', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:127.0.0.1]:3000', '127.0.0.1'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['::', '::'],
    ['fe80::1%eth0', 'fe80::1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
  ])('%s reads as %s', (raw, canonical) => {
    const ip = parseIp(raw)
    expect(ip).not.toBeNull()
    expect(formatIp(ip!)).toBe(canonical)
  })

  it.each([
    '',
    'unknown',
    'localhost',
    'example.com',
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.-4',
    '1.2.3.4/24',
    '1::2::3',
    ':::',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'g::1',
    '[1.2.3.4',
    '::ffff:1.2.3.256',
    '1.2.3.4:99999',
    'x'.repeat(200),
    '<script>',
    '1.2.3.4 5.6.7.8',
  ])('%j is not an address', (raw) => {
    expect(parseIp(raw)).toBeNull()
  })
})

describe('samePrefix', () => {
  const ip = (text: string) => parseIp(text)!
  it.each([
    ['10.1.2.3', '10.0.0.0', 96 + 8, true],
    ['11.1.2.3', '10.0.0.0', 96 + 8, false],
    ['172.31.255.1', '172.16.0.0', 96 + 12, true],
    ['172.32.0.1', '172.16.0.0', 96 + 12, false],
    ['::ffff:10.9.9.9', '10.0.0.0', 96 + 8, true],
    ['2001:db8:1::5', '2001:db8::', 32, true],
    ['2001:db9::5', '2001:db8::', 32, false],
    ['2001:db8::1', '10.0.0.0', 96 + 8, false],
    ['1.2.3.4', '9.9.9.9', 0, true],
  ] as const)('%s in %s/%i: %s', (a, b, bits, expected) => {
    expect(samePrefix(ip(a), ip(b), bits)).toBe(expected)
  })
})

describe('isLoopback: who may read /api/metrics without METRICS_TOKEN (issue 35)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.7', true],
    ['127.255.255.254', true],
    ['::ffff:127.0.0.1', true],
    ['::1', true],
    ['[::1]:51234', true],
    ['126.255.255.255', false],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['::2', false],
    ['::', false],
    ['2001:db8::1', false],
    ['localhost', false],
    ['unknown', false],
    ['', false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback)
  })
})
