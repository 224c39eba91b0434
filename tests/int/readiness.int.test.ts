/**
 * Issue 35, "Liveness and readiness apart": GET /api/ready answers 200 only when the database
 * answers, every migration this code ships is applied and the inventory has been read once;
 * otherwise 503 with Retry-After and the failing check, never cached. Migrations behind are made
 * real here: the newest applied migration's record is taken out of Payload's table (as on a database
 * restored from before the last deploy) and put back afterwards. The database that does not answer
 * is the e2e test's (tests/e2e/health.e2e.test.ts), a served instance pointed at a closed port.
 */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { GET } from '@/app/api/ready/route'
import { GET as health } from '@/app/api/health/route'
import { SHIPPED_MIGRATIONS } from '@/services/readiness/check'

type Body = { ready: boolean; failing: string[]; checks: Record<string, string> }

async function ready(): Promise<{ res: Response; body: Body }> {
  const res = await GET()
  return { res, body: (await res.json()) as Body }
}

/** Readiness once this process has read the inventory (the first call starts that read). */
async function whenWarm(): Promise<{ res: Response; body: Body }> {
  const until = Date.now() + 20_000
  for (;;) {
    const answer = await ready()
    if (answer.res.status === 200 || Date.now() > until) return answer
    // Only the inventory's first read may still be under way.
    expect(answer.body.failing).toEqual(['inventory'])
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('GET /api/ready (issue 35)', () => {
  it('answers 200 when the database answers, the migrations are current and the inventory was read', async () => {
    const { res, body } = await whenWarm()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('retry-after')).toBeNull()
    expect(body).toEqual({ ready: true, failing: [], checks: { database: 'ok', migrations: 'ok', inventory: 'ok' } })
  })

  it('answers 503 naming the migration the database has not applied, while liveness stays 200', async () => {
    await whenWarm()
    const payload = await testPayload()
    const newest = SHIPPED_MIGRATIONS.at(-1)!
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      where: { name: { equals: newest } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const record = docs[0]
    await payload.delete({ collection: 'payload-migrations', id: record.id, overrideAccess: true })
    try {
      const { res, body } = await ready()
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(body.ready).toBe(false)
      expect(body.failing).toEqual(['migrations'])
      expect(body.checks.migrations).toContain(newest)
      expect(body.checks.database).toBe('ok')
      // Liveness is another question: the process is up and reaches Postgres.
      expect((await health()).status).toBe(200)
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: record.name, batch: record.batch },
        overrideAccess: true,
      })
    }
    expect((await ready()).res.status).toBe(200)
  })
})
