/**
 * Issue 16 section 1 through a real socket: the e2e server runs as `npm start` serves the app
 * (scripts/serve.mjs, TRUSTED_PROXIES unset), and a client that writes a new made-up
 * X-Forwarded-For into every VIN look-up still meets the per-client limit (VIN_RATE_LIMIT, 30 per
 * 10 minutes). Under `next start` the made-up value was taken as the address and no request was
 * ever limited. The requests leave from their own loopback address (127.0.0.x), so the other e2e
 * tests, which all come from 127.0.0.1, keep their whole allowance.
 */
import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'

const baseUrl = new URL(inject('baseUrl'))
const VIN_LIMIT = 30 // VIN_RATE_LIMIT's default; the e2e server does not change it
const CIVIC = '2HGFC2F59KH000000' // 2019 Honda Civic LX sedan
const from = `127.0.0.${2 + Math.floor(Math.random() * 250)}`

function vinLookup(forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        path: `/api/vin/${CIVIC}`,
        localAddress: from,
        headers: { 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
  })
}

describe('client address (issue 16)', () => {
  it('counts look-ups with made-up X-Forwarded-For values against the socket address', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= VIN_LIMIT; i++) statuses.push(await vinLookup(`203.0.113.${i + 1}, 198.51.100.${i + 1}`))
    expect(statuses.slice(0, VIN_LIMIT).every((s) => s === 200)).toBe(true)
    expect(statuses[VIN_LIMIT]).toBe(429)
  })
})
