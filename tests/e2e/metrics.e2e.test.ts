/**
 * Issue 35, "An operator can see what the site does", against the server `npm start` runs (the
 * e2e server is started by the same launcher, decision 0299): the custom server counts every
 * request by route kind and status and times it, the page cache and the data cache count their
 * hits and misses, and GET /api/metrics, a route handler of the app, reads those same counters:
 * one registry per process. Every answer carries its request id. The test's requests come from
 * 127.0.0.1 (loopback), which the e2e server's /api/metrics answers without a token.
 */
import { describe, expect, inject, it } from 'vitest'
import { parseMetrics, sumOf, valueOf, type Sample } from '../support/prometheus-text'

const baseUrl = inject('baseUrl')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${baseUrl}/api/metrics`)
  expect(res.status).toBe(200)
  return parseMetrics(await res.text())
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' })
  await res.arrayBuffer()
  return res
}

describe('metrics of the served app (issue 35)', () => {
  it('counts requests by route kind and status, times them, and counts page-cache and data-cache look-ups', async () => {
    const before = await scrape()
    const missing = `/no-such-page-${Date.now()}`
    const answers = {
      home: await get('/'),
      homeAgain: await get('/'),
      missing: await get(missing),
      api: await get('/api/health'),
      asset: await get('/favicon.ico'),
      admin: await get('/admin/login'),
    }
    expect(answers.home.status).toBe(200)
    expect(answers.homeAgain.headers.get('x-page-cache')).toBe('hit')
    expect(answers.missing.status).toBe(404)
    expect(answers.api.status).toBe(200)
    expect(answers.asset.status).toBe(200)
    const after = await scrape()
    const requests = (s: Sample[], kind: string, status: string) =>
      valueOf(s, 'dealership_http_requests_total', { kind, status })
    const grew = (kind: string, status: string) => requests(after, kind, status) - requests(before, kind, status)
    expect(grew('page', '200')).toBeGreaterThanOrEqual(2)
    expect(grew('page', '404')).toBeGreaterThanOrEqual(1)
    // /api/health, and the first scrape itself (counted when its answer ended).
    expect(grew('api', '200')).toBeGreaterThanOrEqual(2)
    expect(grew('asset', '200')).toBeGreaterThanOrEqual(1)
    expect(grew('admin', String(answers.admin.status))).toBeGreaterThanOrEqual(1)
    for (const kind of ['page', 'api', 'asset', 'admin']) {
      const count = (s: Sample[]) => valueOf(s, 'dealership_http_request_duration_seconds_count', { kind })
      expect(count(after) - count(before), kind).toBeGreaterThanOrEqual(1)
    }
    const pageHits = (s: Sample[]) => valueOf(s, 'dealership_page_cache_lookups_total', { result: 'hit' })
    expect(pageHits(after) - pageHits(before)).toBeGreaterThanOrEqual(1)
    const dataLookups = (s: Sample[]) => sumOf(s, 'dealership_data_cache_lookups_total')
    expect(dataLookups(after)).toBeGreaterThan(0)
    expect(dataLookups(after)).toBeGreaterThanOrEqual(dataLookups(before))
    // Route kinds only: the path asked for is in no label.
    const text = await (await fetch(`${baseUrl}/api/metrics`)).text()
    expect(text).not.toContain(missing)
    expect(text).not.toContain('127.0.0.1')
    // prom-client's defaults: event-loop lag and memory of this server process.
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(50 * 1024 * 1024)
    expect(valueOf(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  it('gives every answer its own request id, keeps a well-formed one it is given, never a cached one', async () => {
    for (const path of ['/', '/api/health', '/favicon.ico', '/no-such-page']) {
      const res = await get(path)
      expect(res.headers.get('x-request-id'), path).toMatch(UUID)
    }
    const given = `e2e-trace-${Date.now()}`
    expect((await get('/api/health', { 'x-request-id': given })).headers.get('x-request-id')).toBe(given)
    expect((await get('/api/health', { 'x-request-id': 'bad id\twith tab' })).headers.get('x-request-id')).toMatch(UUID)
    // Two answers from the page cache: each its own id, not the id of the request that was kept.
    const first = await get('/')
    const second = await get('/')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(second.headers.get('x-request-id')).toMatch(UUID)
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect(second.headers.getSetCookie?.() ?? []).toEqual([])
  })
})
