import { afterEach, describe, expect, it } from 'vitest'
import DataCacheHandler, {
  createStore,
  expireAll,
  expireDataCacheTags,
  expireTags,
  readEntry,
  sharedStore,
  sizeOf,
  writeEntry,
} from './cache-handler.mjs'

/** What unstable_cache stores: a FETCH value with the result as JSON text. */
const fetchValue = (body = '{"ok":true}', revalidate = 10) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate,
})
/** A cached route response, its tags in Next's header. */
const routeValue = (tags: string) => ({
  kind: 'APP_ROUTE',
  body: Buffer.from('{}'),
  status: 200,
  headers: { 'x-next-cache-tags': tags },
})

type Step =
  | { read: number; tags?: string[]; softTags?: string[] }
  | { write: number; tags?: string[]; value?: unknown }
  | { expire: string[]; at: number }
  | { expireAll: number }

/** Runs the steps on one key of a fresh store; the last step must be a read, whose outcome is returned. */
function run(steps: Step[]): 'hit' | 'miss' {
  const store = createStore(1024 * 1024)
  let outcome: 'hit' | 'miss' = 'miss'
  for (const step of steps) {
    if ('read' in step)
      outcome = readEntry(store, 'k', { kind: 'FETCH', tags: step.tags, softTags: step.softTags }, step.read)
        ? 'hit'
        : 'miss'
    else if ('write' in step)
      writeEntry(store, 'k', step.value ?? fetchValue(), { fetchCache: true, tags: step.tags ?? [] }, step.write)
    else if ('expire' in step) expireTags(store, step.expire, step.at)
    else expireAll(store, step.expireAll)
  }
  return outcome
}

describe('data cache handler: which entries count as missing (issue 18, decision 0227)', () => {
  it.each<[string, Step[], 'hit' | 'miss']>([
    ['nothing stored', [{ read: 100 }], 'miss'],
    ['stored, no invalidation', [{ write: 100, tags: ['a'] }, { read: 200 }], 'hit'],
    [
      'its tag expired after it was stored',
      [{ write: 100, tags: ['a'] }, { expire: ['a'], at: 150 }, { read: 200 }],
      'miss',
    ],
    ['another tag expired', [{ write: 100, tags: ['a'] }, { expire: ['b'], at: 150 }, { read: 200 }], 'hit'],
    [
      'its tag expired in the same millisecond',
      [{ write: 100, tags: ['a'] }, { expire: ['a'], at: 100 }, { read: 200 }],
      'miss',
    ],
    [
      'its tag expired before it was stored',
      [{ expire: ['a'], at: 99 }, { write: 100, tags: ['a'] }, { read: 200 }],
      'hit',
    ],
    [
      'one of several tags expired',
      [{ write: 100, tags: ['a', 'b', 'c'] }, { expire: ['c'], at: 150 }, { read: 200 }],
      'miss',
    ],
    [
      'a tag the read names (not stored) expired',
      [{ write: 100 }, { expire: ['a'], at: 150 }, { read: 200, tags: ['a'] }],
      'miss',
    ],
    [
      'a soft tag of the read expired',
      [
        { write: 100, tags: ['a'] },
        { expire: ['_N_T_/layout'], at: 150 },
        { read: 200, softTags: ['_N_T_/layout'] },
      ],
      'miss',
    ],
    [
      'everything expired after it was stored',
      [{ write: 100, tags: ['a'] }, { expireAll: 150 }, { read: 200 }],
      'miss',
    ],
    [
      'everything expired before it was stored',
      [{ expireAll: 99 }, { read: 100 }, { write: 120, tags: ['a'] }, { read: 200 }],
      'hit',
    ],
    // The computation's start (the read that missed) is what counts, not when it stored.
    [
      'computed from before an invalidation, stored after it',
      [{ read: 100 }, { expire: ['a'], at: 150 }, { write: 200, tags: ['a'] }, { read: 250 }],
      'miss',
    ],
    [
      'computed wholly after the invalidation',
      [{ expire: ['a'], at: 150 }, { read: 160 }, { write: 200, tags: ['a'] }, { read: 250 }],
      'hit',
    ],
    [
      'everything expired while it was computed',
      [{ read: 100 }, { expireAll: 150 }, { write: 200, tags: ['a'] }, { read: 250 }],
      'miss',
    ],
    [
      'a start older than 60 s is not believed',
      [{ read: 0 }, { expire: ['a'], at: 10 }, { write: 70_001, tags: ['a'] }, { read: 70_002 }],
      'hit',
    ],
    // An entry past its lifetime is refreshed by Next: that refresh counts from the read too.
    [
      'refreshed after its lifetime from before an invalidation',
      [
        { write: 0, tags: ['a'] },
        { read: 11_000 },
        { expire: ['a'], at: 11_500 },
        { write: 12_000, tags: ['a'] },
        { read: 12_100 },
      ],
      'miss',
    ],
    [
      'read within its lifetime, then invalidated and stored again',
      [
        { write: 0, tags: ['a'] },
        { read: 5_000 },
        { expire: ['a'], at: 5_500 },
        { read: 5_600 },
        { write: 6_000, tags: ['a'] },
        { read: 6_100 },
      ],
      'hit',
    ],
    [
      'a route response whose header names the expired tag',
      [{ write: 100, value: routeValue('a,b') }, { expire: ['b'], at: 150 }, { read: 200 }],
      'miss',
    ],
    [
      'a route response whose header names other tags',
      [{ write: 100, value: routeValue('a,b') }, { expire: ['c'], at: 150 }, { read: 200 }],
      'hit',
    ],
  ])('%s → %s', (_name, steps, expected) => {
    expect(run(steps)).toBe(expected)
  })

  it('answers with the stored value, its start time and the response lifetime it was given', () => {
    const store = createStore(1024 * 1024)
    expect(readEntry(store, 'page', { kind: 'APP_PAGE' }, 100)).toBeNull()
    writeEntry(store, 'page', routeValue('a'), { cacheControl: { revalidate: 60, expire: undefined } }, 130)
    expect(readEntry(store, 'page', { kind: 'APP_PAGE' }, 200)).toEqual({
      value: routeValue('a'),
      lastModified: 100,
      cacheControl: { revalidate: 60, expire: undefined },
    })
    writeEntry(store, 'data', fetchValue(), { fetchCache: true, tags: ['a'] }, 300)
    expect(readEntry(store, 'data', { kind: 'FETCH', tags: ['a'] }, 301)).toEqual({
      value: fetchValue(),
      lastModified: 300,
    })
  })

  it('frees the memory of entries whose tags expire at once', () => {
    const store = createStore(1024 * 1024)
    writeEntry(store, 'x', fetchValue('x'.repeat(1000)), { fetchCache: true, tags: ['a'] }, 1)
    writeEntry(store, 'y', fetchValue('y'.repeat(1000)), { fetchCache: true, tags: ['b'] }, 1)
    const both = store.bytes
    expireTags(store, ['a'], 2)
    expect([...store.entries.keys()]).toEqual(['y'])
    expect(store.bytes).toBeLessThan(both)
    expireAll(store, 3)
    expect(store.entries.size).toBe(0)
    expect(store.bytes).toBe(0)
  })
})

describe('data cache handler: memory bound', () => {
  it('evicts the least recently read entries beyond the bound', () => {
    const entryBytes = sizeOf(fetchValue('x'.repeat(1000))) + 256
    const store = createStore(entryBytes * 3)
    for (const key of ['a', 'b', 'c']) writeEntry(store, key, fetchValue('x'.repeat(1000)), { fetchCache: true }, 1)
    readEntry(store, 'a', { kind: 'FETCH' }, 2)
    writeEntry(store, 'd', fetchValue('x'.repeat(1000)), { fetchCache: true }, 3)
    expect([...store.entries.keys()].sort()).toEqual(['a', 'c', 'd'])
    expect(store.bytes).toBe(entryBytes * 3)
  })

  it('keeps no entry larger than the whole bound', () => {
    const store = createStore(500)
    writeEntry(store, 'big', fetchValue('x'.repeat(1000)), { fetchCache: true }, 1)
    expect(store.entries.size).toBe(0)
    expect(store.bytes).toBe(0)
  })

  it.each<[string, unknown, number]>([
    ['a string', 'abc', 3],
    ['bytes', Buffer.alloc(10), 10],
    ['nothing', null, 0],
    ['a FETCH value counts its body', fetchValue('x'.repeat(100), 10), 100 + 8 + 8 + 5],
    [
      'segments in a Map',
      new Map([
        ['/a', Buffer.alloc(4)],
        ['/b', Buffer.alloc(6)],
      ]),
      10,
    ],
    [
      'a static rendered response',
      new (class {
        isDynamic = false
        toUnchunkedString = () => 'x'.repeat(50)
      })(),
      50,
    ],
    [
      'some other object',
      new (class {
        hidden = 'x'.repeat(5000)
      })(),
      1024,
    ],
  ])('sizes %s', (_name, value, bytes) => {
    expect(sizeOf(value)).toBe(bytes)
  })
})

describe('data cache handler: the class Next instantiates', () => {
  const KEY = Symbol.for('dealership.dataCache')
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[KEY]
  })

  it('shares one store between instances, and the listener expires tags in it', async () => {
    const first = new DataCacheHandler({})
    expect(await first.get('k', { kind: 'FETCH', tags: ['vehicles'] })).toBeNull()
    await first.set('k', fetchValue(), { fetchCache: true, tags: ['vehicles'] })
    const second = new DataCacheHandler({})
    expect(await second.get('k', { kind: 'FETCH', tags: ['vehicles'] })).toMatchObject({ value: fetchValue() })
    expect(sharedStore().entries.size).toBe(1)
    expireDataCacheTags(['vehicles'])
    expect(await second.get('k', { kind: 'FETCH', tags: ['vehicles'] })).toBeNull()
  })

  it('expires a tag at once through revalidateTag, whatever profile it is given', async () => {
    const handler = new DataCacheHandler({})
    await handler.set('k', fetchValue(), { fetchCache: true, tags: ['promotions'] })
    await handler.revalidateTag('promotions', { expire: 31_536_000 })
    expect(await handler.get('k', { kind: 'FETCH', tags: ['promotions'] })).toBeNull()
  })
})
