/**
 * Issue 16 section 1, behind a trusted proxy (TRUSTED_PROXIES=172.16.0.0/12, docker-compose's
 * network): the address the proxy appended is the client and gets its own limit; what the client
 * itself wrote further left is ignored. The chain is what arrives at the app: the client's own
 * entries, the proxy's entry for the client, and the proxy's address appended by scripts/serve.mjs.
 */
import '../support/trusted-proxy-env'
import '../support/client-address-env'
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { closeVinDecoder } from '@/services/vin-decoder/decoder'
import { LIMITERS, freshAddress, madeUp, statuses } from './client-address-limits'
import { drainLeadJobs } from './lead-helpers'

const PROXY = '172.18.0.5'

afterAll(async () => {
  delete process.env.TRUSTED_PROXIES
  await closeVinDecoder()
  // The leads this file sent are delivered before its process ends: a delivery cut off mid-way
  // stays 'processing' for the next file's queue (CI: outbox-disk-full waited on two).
  await drainLeadJobs(await testPayload())
})

describe.each(LIMITERS)('$name behind a trusted proxy', (limiter) => {
  it("honours the proxy's forwarded addresses: each client has its own limit", async () => {
    const payload = await testPayload()
    const got = await statuses(
      payload,
      limiter,
      Array.from({ length: limiter.limit + 2 }, () => `${freshAddress()}, ${PROXY}`),
    )
    expect(got).not.toContain(429)
  })

  it("ignores the client's own X-Forwarded-For prefix", async () => {
    const payload = await testPayload()
    const client = freshAddress()
    const got = await statuses(
      payload,
      limiter,
      Array.from({ length: limiter.limit + 2 }, (_, i) => `${madeUp(i)}, ${client}, ${PROXY}`),
    )
    expect(got.slice(0, limiter.limit)).not.toContain(429)
    expect(got.slice(limiter.limit)).toEqual([429, 429])
  })

  it('counts an IPv6 client by its /64', async () => {
    const payload = await testPayload()
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`
    const got = await statuses(
      payload,
      limiter,
      Array.from({ length: limiter.limit + 1 }, (_, i) => `${net}::${(i + 1).toString(16)}, ${PROXY}`),
    )
    expect(got.at(-1)).toBe(429)
  })
})
