/**
 * Lead figures of `npm run bench` (issue 4, "Reliability and speed"): POST /api/leads p95 under
 * 50 ms at 10 connections, and intake to the SMTP server under 2 s. The app under test sends its
 * mail to a real SMTP server on loopback (tests/support/smtp-sink.ts) started here.
 */
import autocannon from 'autocannon'
import { SmtpSink } from '../../tests/support/smtp-sink'
import { freePort } from '../lib/free-port'

export const INTAKE_P95_TARGET_MS = 50
export const DELIVERY_TARGET_MS = 2000
const DELIVERY_SAMPLES = 20

/** The loopback SMTP server and the server environment that points the app at it. */
export async function startLeadSink(): Promise<{ sink: SmtpSink; env: Record<string, string> }> {
  const sink = new SmtpSink(await freePort())
  await sink.start()
  // The bench sends thousands of leads from one address: the per-IP limit must not answer 429.
  return { sink, env: { SMTP_URL: sink.url, LEADS_RATE_LIMIT: '1000000000' } }
}

function lead(email: string): string {
  const data = {
    firstName: 'Bench',
    lastName: 'Shopper',
    email,
    phone: '(309) 555-0100',
    inquiryType: 7,
    message: 'Benchmark lead, please ignore.',
  }
  return JSON.stringify({ formType: 'CONTACT_GENERAL', data })
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Intake to SMTP, one lead at a time on a quiet server: POST sent -> message accepted by the sink. */
async function deliveryTimes(baseUrl: string, sink: SmtpSink): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < DELIVERY_SAMPLES; i++) {
    const before = sink.received.length
    const email = `bench-delivery-${Date.now()}-${i}@example.com`
    const arrived = () => sink.received.slice(before).some((m) => m.raw.includes(email))
    const started = performance.now()
    const res = await fetch(`${baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: lead(email),
    })
    if (res.status !== 201) throw new Error(`POST /api/leads answered ${res.status}`)
    const until = Date.now() + 30_000
    while (!arrived()) {
      if (Date.now() > until) throw new Error('a bench lead did not reach the SMTP server in 30 s')
      await new Promise((r) => setTimeout(r, 2))
    }
    times.push(Math.round(performance.now() - started))
  }
  return times.sort((a, b) => a - b)
}

async function waitForMail(sink: SmtpSink, count: number, timeoutMs: number): Promise<number> {
  const started = Date.now()
  while (sink.received.length < count && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 50))
  return Date.now() - started
}

/** Runs both measurements; returns report lines (docs/benchmarks.md notes). */
export async function benchLeads(
  baseUrl: string,
  sink: SmtpSink,
  options: { connections: number; durationSeconds: number },
): Promise<string[]> {
  console.log(`[bench] leads: intake to SMTP, ${DELIVERY_SAMPLES} leads one at a time`)
  const delivery = await deliveryTimes(baseUrl, sink)
  const p95Delivery = percentile(delivery, 95)

  console.log(`[bench] leads: POST /api/leads, ${options.connections} connections, ${options.durationSeconds} s`)
  const before = sink.received.length
  const result = await autocannon({
    url: `${baseUrl}/api/leads`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: lead('bench-load@example.com'),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
  })
  const latency = result.latency as unknown as Record<string, number>
  const p95 = latency.p97_5 ?? latency.p95
  const accepted = result['2xx']
  // Every accepted lead must arrive once: wait for the queue to drain, then count.
  const drainMs = await waitForMail(sink, before + accepted, 120_000)
  const arrived = sink.received.length - before
  const ids = new Set(sink.received.slice(before).map((m) => m.parsed.messageId))

  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**')
  return [
    `Lead intake (POST /api/leads, CONTACT_GENERAL, ${options.connections} connections, ${options.durationSeconds} s): ${Math.round(result.requests.average)} req/s, p50 ${latency.p50} ms, p95 ${p95} ms (autocannon p97.5), p99 ${latency.p99} ms; ${accepted} answered 201, ${result.non2xx} other, ${result.errors + result.timeouts} errors. Target p95 < ${INTAKE_P95_TARGET_MS} ms: ${verdict(p95 < INTAKE_P95_TARGET_MS && result.non2xx === 0)}.`,
    `Lead intake to SMTP (${DELIVERY_SAMPLES} leads one at a time, POST sent to message accepted by a loopback SMTP server): p50 ${percentile(delivery, 50)} ms, p95 ${p95Delivery} ms, max ${delivery[delivery.length - 1]} ms. Target < ${DELIVERY_TARGET_MS} ms: ${verdict(p95Delivery < DELIVERY_TARGET_MS)}.`,
    // autocannon does not count the requests still in flight when it stops; the app serves them.
    `After the intake load: ${arrived} lead e-mails (${ids.size} distinct Message-IDs) had reached the SMTP server ${(drainMs / 1000).toFixed(1)} s after the load ended, for ${accepted} 201 answers counted by autocannon.`,
  ]
}
