/**
 * Issue 16 section 1, with no trusted proxy (TRUSTED_PROXIES unset, what `npm start` runs with):
 * the client is the socket's peer, which the app's server appends as the right-most
 * X-Forwarded-For entry (scripts/serve.mjs). Whatever the client writes before it, its requests
 * share one limit on every per-client limiter. The e2e test client-address.e2e.test.ts checks the
 * server's half through a real socket.
 */
import '../support/client-address-env'
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { closeVinDecoder } from '@/services/vin-decoder/decoder'
import { LIMITERS, freshAddress, madeUp, statuses } from './client-address-limits'
import { drainLeadJobs } from './lead-helpers'

afterAll(async () => {
  await closeVinDecoder()
  // The leads this file sent are delivered before its process ends: a delivery cut off mid-way
  // stays 'processing' for the next file's queue (CI: outbox-disk-full waited on two).
  await drainLeadJobs(await testPayload())
})

describe.each(LIMITERS)('$name with no trusted proxy', (limiter) => {
  it('counts made-up X-Forwarded-For values against the one socket address', async () => {
    const payload = await testPayload()
    const peer = freshAddress()
    const got = await statuses(
      payload,
      limiter,
      Array.from({ length: limiter.limit + 2 }, (_, i) => `${madeUp(i)}, ${peer}`),
    )
    expect(got.slice(0, limiter.limit)).not.toContain(429)
    expect(got.slice(limiter.limit)).toEqual([429, 429])
    // Another socket address is its own client.
    expect(await limiter.status(payload, `${madeUp(0)}, ${freshAddress()}`)).not.toBe(429)
  })

  it('takes ::ffff:a.b.c.d and a.b.c.d for the same client', async () => {
    const payload = await testPayload()
    const peer = freshAddress()
    const got = await statuses(
      payload,
      limiter,
      Array.from({ length: limiter.limit + 1 }, (_, i) => (i % 2 ? `::ffff:${peer}` : peer)),
    )
    expect(got.at(-1)).toBe(429)
  })
})
