import '../support/lead-test-env'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { testPayload } from '../support/payload'
import { keepGlobalsLocal } from '../support/keep-globals-local'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { POST } from '@/app/api/vitals/route'
import { bucketCount, METRICS, MIN_VISITS_PER_DAY } from '@/domain/vitals'
import { execute } from '@/server/db/execute'
import { recordBeacon } from '@/services/vitals/record-beacon'
import { forgetVitalsSampleRate } from '@/services/vitals/sample-rate'
import { SITE_SPEED_ALERT_TASK } from '@/services/vitals/jobs'
import { RETENTION_QUEUE } from '@/services/retention/jobs'

/**
 * Issue 40, real-user Core Web Vitals (decision 0325), on the real database: POST /api/vitals
 * counts a consenting visitor's values into daily histogram buckets and nothing else; refuses
 * values outside physical bounds; answers 429 over the per-address limit; keeps only the settings'
 * share of beacons; and the daily job e-mails the managers once when a template is poor three days
 * running. Days in 2020 keep these rows apart from any other test's; all are removed at the end.
 */
const sink = new SmtpSink(testSmtpPort())
const ORIGIN = 'http://localhost:3000'
const DAY = '2020-01-10'
const at = (day: string) => new Date(`${day}T12:00:00Z`)
const createdUsers: number[] = []
let payload: Payload

keepGlobalsLocal(['site-settings'])

const beacon = (metrics: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  template: 'vehicle',
  device: 'mobile',
  connection: '4g',
  locale: 'en',
  store: null,
  metrics,
  ...extra,
})

async function rows(day = DAY): Promise<Array<{ metric: string; bucket: number; count: number }>> {
  const found = await execute(
    payload,
    sql`SELECT metric, bucket, count FROM web_vitals WHERE day = ${day} ORDER BY metric, bucket`,
  )
  return found.map((r) => ({ metric: String(r.metric), bucket: Number(r.bucket), count: Number(r.count) }))
}

const clearLimit = () => execute(payload, sql`DELETE FROM runtime.lead_rate_limits WHERE key LIKE 'vitals:%'`)
const send = (json: unknown, day = DAY, limit = 1000) =>
  recordBeacon(payload, new Headers(), json, { now: at(day), limit })

beforeAll(async () => {
  payload = await testPayload()
  await sink.start()
})
beforeEach(async () => {
  await clearLimit()
  await payload.updateGlobal({ slug: 'site-settings', data: { vitalsSampleRate: 100 }, overrideAccess: true })
  forgetVitalsSampleRate()
  sink.received.length = 0
})
afterAll(async () => {
  try {
    await execute(payload, sql`DELETE FROM web_vitals WHERE day < '2021-01-01'`)
    await execute(payload, sql`DELETE FROM web_vitals_alerts WHERE since < '2021-01-01'`)
    await clearLimit()
    if (createdUsers.length)
      await payload.delete({ collection: 'users', where: { id: { in: createdUsers } }, overrideAccess: true })
  } finally {
    await sink.stop()
  }
})

describe('POST /api/vitals', () => {
  it('counts a consenting visit into its buckets, one row per metric, and nothing about the visit', async () => {
    const consenting = (body: unknown) =>
      POST(
        new Request(`${ORIGIN}/api/vitals`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: 'allowCookies=essential%2Canalytics' },
          body: JSON.stringify(body),
        }),
      )
    const today = new Date().toISOString().slice(0, 10)
    const before = await rows(today)
    const res = await consenting(beacon({ LCP: 2400, INP: 120, CLS: 0.02, FCP: 900, TTFB: 300 }, { template: 'home' }))
    expect(res.status).toBe(204)
    const after = await rows(today)
    const added = after.reduce((s, r) => s + r.count, 0) - before.reduce((s, r) => s + r.count, 0)
    expect(added).toBe(5)
    // The table's columns are the histogram's and nothing else: no address, visitor, page or time.
    const columns = await execute(
      payload,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY column_name`,
    )
    expect(columns.map((c) => c.column_name)).toEqual(['bucket', 'count', 'day', 'device', 'id', 'metric', 'template'])
    await execute(payload, sql`DELETE FROM web_vitals WHERE day = ${today} AND template = 'home' AND count <= 1`)
  })

  it('without analytics consent answers 204 and counts nothing', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const before = await rows(today)
    const res = await POST(
      new Request(`${ORIGIN}/api/vitals`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: 'allowCookies=essential%2Cfunctional' },
        body: JSON.stringify(beacon({ LCP: 2400 })),
      }),
    )
    expect(res.status).toBe(204)
    expect(await rows(today)).toEqual(before)
  })

  it('answers 400 for a body that is not JSON and 422 with the field for values outside physical bounds', async () => {
    const res = await POST(
      new Request(`${ORIGIN}/api/vitals`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: 'allowCookies=essential%2Canalytics' },
        body: '{not json',
      }),
    )
    expect(res.status).toBe(400)
    for (const [metrics, field] of [
      [{ LCP: -1 }, 'metrics.LCP'],
      [{ CLS: 60 }, 'metrics.CLS'],
      [{ INP: 600_000 }, 'metrics.INP'],
      [{ TTFB: 'fast' }, 'metrics.TTFB'],
    ] as const) {
      const answer = await send(beacon(metrics))
      expect(answer.status).toBe(422)
      expect(Object.keys((answer.body?.errors ?? {}) as object)).toContain(field)
    }
    const withUrl = await send(beacon({ LCP: 100 }, { url: 'https://example.com/cars-for-sale?q=x' }))
    expect(withUrl.status).toBe(422)
    expect(await rows()).toEqual([])
  })

  it('answers 429 over the per-address limit, and the refused beacons count nothing', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await send(beacon({ FCP: 500 }), DAY, 3))
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 429, 429])
    expect(answers[3].retryAfterSeconds).toBeGreaterThan(0)
    expect(await rows()).toEqual([{ metric: 'FCP', bucket: 2, count: 3 }])
  })

  it('keeps the share of beacons the site settings ask for', async () => {
    const day = '2020-01-11'
    await payload.updateGlobal({ slug: 'site-settings', data: { vitalsSampleRate: 0 }, overrideAccess: true })
    for (let i = 0; i < 10; i++) expect((await send(beacon({ TTFB: 100 }), day)).status).toBe(204)
    expect(await rows(day)).toEqual([])
    await payload.updateGlobal({ slug: 'site-settings', data: { vitalsSampleRate: 50 }, overrideAccess: true })
    for (const draw of [0.1, 0.49, 0.5, 0.9])
      await recordBeacon(payload, new Headers(), beacon({ TTFB: 100 }), { now: at(day), draw: () => draw })
    expect(await rows(day)).toEqual([{ metric: 'TTFB', bucket: 0, count: 2 }])
  })

  it('keeps a bounded number of rows however many visits come: no per-visit rows', async () => {
    const day = '2020-01-12'
    for (let i = 0; i < 300; i++) {
      const v = (i * 37) % 1000
      await send(beacon({ LCP: v * 30, INP: v, CLS: v / 500, FCP: v * 20, TTFB: v * 5 }), day, 10_000)
    }
    const stored = await rows(day)
    expect(stored.reduce((s, r) => s + r.count, 0)).toBe(300 * 5)
    const bound = METRICS.reduce((s, m) => s + bucketCount(m), 0)
    expect(stored.length).toBeLessThanOrEqual(bound)
  })
})

describe('the daily Site speed alert', () => {
  async function poorDay(day: string) {
    for (let i = 0; i < MIN_VISITS_PER_DAY; i++) await send(beacon({ LCP: 6500, INP: 100 }), day, 10_000)
  }

  it('e-mails the managers once when a template is poor three days running, not again the next day', async () => {
    const manager = await payload.create({
      collection: 'users',
      data: { email: 'speed-manager@example.com', password: 'site-speed-manager-9', role: 'manager' },
      overrideAccess: true,
    })
    createdUsers.push(manager.id as number)
    await poorDay('2020-02-01')
    await poorDay('2020-02-02')
    const run = async (day: string) => {
      await payload.jobs.queue({
        task: SITE_SPEED_ALERT_TASK,
        queue: RETENTION_QUEUE,
        input: { now: `${day}T06:20:00Z` },
      })
      await payload.jobs.run({ queue: RETENTION_QUEUE, overrideAccess: true, silent: true })
    }
    // Two poor days: nothing yet.
    await run('2020-02-03')
    expect(sink.received).toHaveLength(0)
    await poorDay('2020-02-03')
    await run('2020-02-04')
    const alerts = sink.received.filter((m) => m.parsed.subject?.startsWith('Site speed: LCP on vehicle'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0].envelopeTo).toContain('speed-manager@example.com')
    expect(alerts[0].parsed.subject).toBe('Site speed: LCP on vehicle pages is poor since 2020-02-01')
    expect(alerts[0].parsed.text).toContain('/admin/site-speed')
    // INP was good: no e-mail for it.
    expect(sink.received.some((m) => m.parsed.subject?.includes('INP'))).toBe(false)
    // The episode goes on, and the job runs twice the next morning: no second e-mail.
    await poorDay('2020-02-04')
    await run('2020-02-05')
    await run('2020-02-05')
    expect(sink.received.filter((m) => m.parsed.subject?.startsWith('Site speed: LCP'))).toHaveLength(1)
  })
})
