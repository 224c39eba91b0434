/**
 * Cache invalidation across instances (issue 18, decision 0227), on the run's real Postgres:
 * - an edit's hook writes a `cache-invalidations` row in the edit's transaction, and its trigger's
 *   NOTIFY reaches a listener only when that transaction commits (never on rollback), once per
 *   transaction and tag set;
 * - the listener hands over the tags of each notification, and after its connection is killed it
 *   connects and listens again by itself, reporting it (the caller then drops everything);
 * - the trigger prunes rows older than a day.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { testPayload } from '../support/payload'
import {
  CACHE_INVALIDATION_CHANNEL,
  LISTENER_APPLICATION_NAME,
  listenForInvalidations,
  tagsOfPayload,
  type InvalidationListener,
} from '@/services/cache-invalidation/listener'

const databaseUrl = inject('databaseUrl')
let payload: Payload
let listener: InvalidationListener
const received: Array<string[] | null> = []
const starts: boolean[] = []

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
async function until(what: string, condition: () => boolean, timeoutMs = 5_000): Promise<number> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(10)
  }
  return Date.now() - started
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
const rowCount = async () => Number((await sql<{ n: string }>('select count(*) as n from cache_invalidations'))[0].n)

/**
 * Waits until the listener has heard everything committed so far, then drops the marker: Postgres
 * delivers the notifications of different transactions in the order they committed, so a marker
 * sent now arrives after any notification committed before it. What `received` holds then is all
 * there is; no time has to be waited out to show that something was not announced.
 */
async function heardAllCommitted(): Promise<void> {
  const marker = `heard-${Date.now()}-${Math.random()}`
  await sql(`select pg_notify($1, $2)`, [CACHE_INVALIDATION_CHANNEL, JSON.stringify([marker])])
  await until('the marker notification', () => received.some((tags) => tags?.[0] === marker))
  received.splice(
    received.findIndex((tags) => tags?.[0] === marker),
    1,
  )
}

beforeAll(async () => {
  payload = await testPayload()
  listener = listenForInvalidations({
    connectionString: databaseUrl,
    onInvalidate: (tags) => received.push(tags),
    onListening: (again) => starts.push(again),
    retryMs: { first: 50, max: 500 },
  })
  await until('the listener to listen', () => listener.listening)
})

afterAll(async () => {
  await listener?.stop()
})

afterEach(() => {
  received.length = 0
})

describe('cache invalidation through Postgres (issue 18)', () => {
  it('reads the tags of a notification, and treats anything else as "drop everything"', () => {
    expect(tagsOfPayload('["promotions","vehicles"]')).toEqual(['promotions', 'vehicles'])
    for (const payload of ['"*"', '[]', '[1]', '{"tags":["a"]}', 'not json', undefined])
      expect(tagsOfPayload(payload)).toBeNull()
  })

  it('hands over the tags of each notification on the channel', async () => {
    await sql(`select pg_notify($1, $2)`, [CACHE_INVALIDATION_CHANNEL, '["locations"]'])
    await sql(`select pg_notify('some_other_channel', '["ignored"]')`)
    await sql(`select pg_notify($1, '"*"')`, [CACHE_INVALIDATION_CHANNEL])
    await until('two notifications', () => received.length === 2)
    expect(received).toEqual([['locations'], null])
  })

  it('announces an edit when its transaction commits, once per tag set, and not at all when it rolls back', async () => {
    const promotion = (await payload.find({ collection: 'promotions', limit: 1, depth: 0, overrideAccess: true }))
      .docs[0]
    const before = await rowCount()

    const committed = await payload.db.beginTransaction()
    expect(committed).toBeTruthy()
    const req = await createLocalReq({}, payload)
    req.transactionID = committed as string | number
    await payload.update({
      collection: 'promotions',
      id: promotion.id,
      data: { title: `${promotion.title} ` },
      req,
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'promotions',
      id: promotion.id,
      data: { title: promotion.title },
      req,
      depth: 0,
      overrideAccess: true,
    })
    await heardAllCommitted()
    // The hooks ran and wrote their row, but nothing is announced before the commit.
    expect(received).toEqual([])
    await payload.db.commitTransaction(committed as string | number)
    const ms = await until('the notification of the commit', () => received.length > 0)
    expect(ms).toBeLessThan(1000)
    await heardAllCommitted()
    expect(received).toEqual([['promotions']])
    expect(await rowCount()).toBe(before + 1)

    received.length = 0
    const rolledBack = await payload.db.beginTransaction()
    const req2 = await createLocalReq({}, payload)
    req2.transactionID = rolledBack as string | number
    await payload.update({
      collection: 'promotions',
      id: promotion.id,
      data: { title: 'Never committed' },
      req: req2,
      depth: 0,
      overrideAccess: true,
    })
    await payload.db.rollbackTransaction(rolledBack as string | number)
    await heardAllCommitted()
    expect(received).toEqual([])
    expect(await rowCount()).toBe(before + 1)
    expect(
      (await payload.findByID({ collection: 'promotions', id: promotion.id, depth: 0, overrideAccess: true })).title,
    ).toBe(promotion.title)
  })

  it('announces an edit saved without a transaction of the caller (Payload opens and commits its own)', async () => {
    const location = (await payload.find({ collection: 'locations', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    await payload.update({
      collection: 'locations',
      id: location.id,
      data: { note: location.note ?? null },
      depth: 0,
      overrideAccess: true,
    })
    await until('the notification', () => received.length > 0)
    expect(received).toEqual([['locations']])
  })

  it('connects and listens again after its connection is killed, and still hears edits', async () => {
    const startsBefore = starts.length
    const killed = await sql<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    )
    expect(killed.map((k) => k.ok)).toEqual([true])
    await until('the listener to listen again', () => starts.length > startsBefore && listener.listening)
    expect(starts.slice(startsBefore)).toEqual([true])
    await sql(`select pg_notify($1, '["vehicles"]')`, [CACHE_INVALIDATION_CHANNEL])
    await until('a notification after reconnecting', () => received.length > 0)
    expect(received).toEqual([['vehicles']])
  })

  it('prunes rows older than a day on every hundredth insert', async () => {
    await sql(
      `insert into cache_invalidations (tags, created_at, updated_at) values ('["old"]', now() - interval '2 days', now() - interval '2 days')`,
    )
    // The next id a multiple of 100: that insert prunes.
    await sql(
      `select setval(pg_get_serial_sequence('cache_invalidations', 'id'), ((select max(id) from cache_invalidations) / 100 + 1) * 100 - 1)`,
    )
    await sql(`insert into cache_invalidations (tags) values ('["fresh"]')`)
    const rows = await sql<{ tags: string[] }>(
      `select tags from cache_invalidations where created_at < now() - interval '1 day'`,
    )
    expect(rows).toEqual([])
    expect(
      (await sql<{ n: string }>(`select count(*) as n from cache_invalidations where tags = '["fresh"]'`))[0].n,
    ).toBe('1')
    await until('both notifications', () => received.length === 2)
    expect(received).toEqual([['old'], ['fresh']])
  })
})
