/**
 * Issue 35, "An operator can see what the site does": GET /api/metrics without METRICS_TOKEN (what
 * `npm start` and these tests run with). Only a client on loopback is answered, judged by the client
 * address the rate limits use (the socket's peer that scripts/serve.mjs appends to X-Forwarded-For),
 * so writing 127.0.0.1 into the header opens nothing. The lead delivery queue is read from Postgres
 * at scrape time; the counters of lead e-mails and job runs move as leads are delivered; no label
 * names a visitor. The request counters live in the custom server: tests/e2e/metrics.e2e.test.ts.
 * The bearer token: metrics-token.int.test.ts (an environment of its own).
 */
import '../support/lead-test-env'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { parseMetrics, sumOf, valueOf, type Sample } from '../support/prometheus-text'
import { CONTACT, drainLeadJobs, leadRequest } from './lead-helpers'
import { GET } from '@/app/api/metrics/route'
import { acceptLead } from '@/services/leads/accept-lead'
import { execute } from '@/server/db/execute'

const sink = new SmtpSink(testSmtpPort())
const SHOPPER = { ...CONTACT, email: 'metrics-shopper@example.com', phone: '(309) 555-0142' }
const SHOPPER_ADDRESS = '203.0.113.77'

beforeAll(async () => {
  await sink.start()
  await drainLeadJobs(await testPayload())
})
afterAll(async () => {
  await drainLeadJobs(await testPayload())
  await sink.stop()
})

function scrape(headers: Record<string, string> = { 'x-forwarded-for': '127.0.0.1' }): Promise<Response> {
  return GET(new Request('http://localhost:3000/api/metrics', { headers }))
}

async function samples(): Promise<Sample[]> {
  const res = await scrape()
  expect(res.status).toBe(200)
  return parseMetrics(await res.text())
}

async function storeLead(): Promise<number> {
  const payload = await testPayload()
  const result = await acceptLead(
    payload,
    leadRequest({ formType: 'CONTACT_SALES', data: SHOPPER }, { 'x-forwarded-for': SHOPPER_ADDRESS }),
    new Date(),
  )
  expect(result.status).toBe(201)
  return result.body.id as number
}

describe('GET /api/metrics without METRICS_TOKEN (issue 35)', () => {
  it('answers a client on loopback in Prometheus text format, never cached', async () => {
    // Whatever the client wrote first, the right-most entry is the socket's peer: loopback.
    for (const chain of ['127.0.0.1', '203.0.113.9, 127.0.0.1', '::1', '198.51.100.4, ::ffff:127.0.0.1']) {
      const res = await scrape({ 'x-forwarded-for': chain })
      expect(res.status, chain).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).toContain('# TYPE dealership_http_requests_total counter')
    }
  })

  it('refuses a client elsewhere with 403, whatever it writes into X-Forwarded-For or Authorization', async () => {
    const attempts: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
      { 'x-forwarded-for': '::1, 198.51.100.20' },
      { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer any-token-at-all-any-token-at-all' },
      {},
    ]
    for (const headers of attempts) {
      const res = await scrape(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).not.toContain('dealership_')
    }
  })

  it("shows the lead delivery queue's depth and its oldest undelivered lead's age, read from Postgres", async () => {
    const payload = await testPayload()
    const before = await samples()
    expect(valueOf(before, 'dealership_database_up')).toBe(1)
    const depth = valueOf(before, 'dealership_lead_delivery_queue_depth')
    const leadId = await storeLead()
    // As if the lead had waited ten minutes (SMTP down, the queue stalled).
    await execute(
      payload,
      sql`UPDATE payload_jobs SET created_at = now() - interval '10 minutes' WHERE (input->>'leadId')::integer = ${leadId}`,
    )
    const waiting = await samples()
    expect(valueOf(waiting, 'dealership_lead_delivery_queue_depth')).toBe(depth + 1)
    expect(valueOf(waiting, 'dealership_lead_delivery_oldest_seconds')).toBeGreaterThanOrEqual(600)
    await drainLeadJobs(payload)
    const after = await samples()
    expect(valueOf(after, 'dealership_lead_delivery_queue_depth')).toBe(depth)
    expect(valueOf(after, 'dealership_lead_delivery_oldest_seconds')).toBeLessThan(600)
  })

  it('counts the lead e-mails sent and the delivery job runs', async () => {
    const payload = await testPayload()
    const before = await samples()
    await storeLead()
    await drainLeadJobs(payload)
    const after = await samples()
    const sent = (s: Sample[]) => valueOf(s, 'dealership_mail_sent_total', { message: 'lead' })
    expect(sent(after)).toBeGreaterThan(sent(before))
    const runs = (s: Sample[]) => valueOf(s, 'dealership_job_runs_total', { task: 'deliver-lead', outcome: 'done' })
    expect(runs(after)).toBe(runs(before) + 1)
  })

  it("shows this process's Postgres pool, event-loop lag and memory", async () => {
    const now = await samples()
    expect(valueOf(now, 'dealership_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0)
    expect(sumOf(now, 'dealership_db_pool_connections')).toBeGreaterThan(0)
    expect(valueOf(now, 'dealership_db_pool_waiting')).toBe(0)
    expect(valueOf(now, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(valueOf(now, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024)
    expect(sumOf(now, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
  })

  it('carries no label that names a visitor: no path, address, e-mail or id', async () => {
    await storeLead()
    const text = await (await scrape()).text()
    for (const personal of [SHOPPER.email, SHOPPER_ADDRESS, '5550142', 'Jane']) expect(text).not.toContain(personal)
    // Our series use these labels only, each with a closed set of values.
    const allowed: Record<string, RegExp> = {
      kind: /^(page|api|admin|asset|temporary|permanent|no_recipient)$/,
      status: /^([1-5]\d\d|aborted)$/,
      result: /^(hit|miss)$/,
      message: /^(lead|price_alert|saved_search_alert|confirmation)$/,
      state: /^(in_use|idle)$/,
      task: /^[a-z-]+$/,
      outcome: /^(done|failed)$/,
      le: /^([\d.]+|\+Inf)$/,
    }
    for (const sample of parseMetrics(text).filter((s) => s.name.startsWith('dealership_'))) {
      for (const [label, value] of Object.entries(sample.labels)) {
        expect(Object.keys(allowed), `${sample.name} label ${label}`).toContain(label)
        expect(value, `${sample.name} ${label}`).toMatch(allowed[label])
      }
    }
  })
})
