/**
 * Issue 35: GET /api/metrics with METRICS_TOKEN set (a Prometheus server elsewhere scrapes with a
 * bearer token). Only the token opens it, from anywhere; loopback alone no longer does. Runs in a
 * process of its own (tests/support/int-projects.ts): the environment is read once.
 */
import { afterAll, describe, expect, it } from 'vitest'

const TOKEN = 'metrics-token-for-the-integration-test-0123456789'
process.env.METRICS_TOKEN = TOKEN
const { GET } = await import('@/app/api/metrics/route')

afterAll(() => {
  delete process.env.METRICS_TOKEN
})

function scrape(headers: Record<string, string>): Promise<Response> {
  return GET(new Request('http://localhost:3000/api/metrics', { headers }))
}

describe('GET /api/metrics with METRICS_TOKEN (issue 35)', () => {
  it('answers the bearer token from any address', async () => {
    for (const address of ['203.0.113.7', '127.0.0.1']) {
      const res = await scrape({ 'x-forwarded-for': address, authorization: `Bearer ${TOKEN}` })
      expect(res.status, address).toBe(200)
      expect(await res.text()).toContain('dealership_lead_delivery_queue_depth')
    }
  })

  it('refuses a missing or wrong token with 401 and a Bearer challenge, loopback included', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}0`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape({ 'x-forwarded-for': '127.0.0.1', ...(authorization ? { authorization } : {}) })
      expect(res.status, String(authorization)).toBe(401)
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).not.toContain('dealership_')
    }
  })
})
