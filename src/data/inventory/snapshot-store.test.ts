import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'

/**
 * When a search may use the inventory snapshot (decision 0286): only while the invalidation
 * listener is connected, never one read before a drop, for one shared-cache lifetime, re-checked by
 * its signature past half of it. The database is replaced at the data layer's runner: each test
 * decides what the snapshot read and the signature query answer, and when.
 */
const heard = vi.hoisted(() => ({ value: true }))
const db = vi.hoisted(() => ({
  signature: 's1',
  reads: 0,
  checks: 0,
  /** When set, the snapshot read waits for this before answering. */
  gate: null as Promise<void> | null,
  /** When true, every query fails as when the database is down. */
  fail: false,
}))

vi.mock('@/services/cache-invalidation/heard', () => ({ invalidationsHeard: () => heard.value }))
vi.mock('./db', () => ({
  queryRows: async (query: SQL) => {
    if (db.fail) throw new Error('connect ECONNREFUSED')
    const text = new PgDialect().sqlToQuery(query).sql
    if (text.includes('json_build_object')) {
      db.reads++
      const signature = db.signature
      if (db.gate) await db.gate
      const columns = {
        id: [1],
        condition: ['used'],
        private: [null],
        bodystyle: ['suvs'],
        make: ['Honda'],
        model: ['CR-V'],
        storeId: [1],
        storeSlug: ['merrillville'],
        color: ['blue'],
        price: [20_000],
        mileage: [40_000],
        year: [2020],
        priceDrop: [null],
        premiumUpgrade: [null],
        featureBits: [0],
        dateInStock: [0],
        ascending: { dateInStock: [1], price: [1], mileage: [1], year: [1] },
      }
      return [{ columns: JSON.stringify(columns), signature }]
    }
    db.checks++
    return [{ signature: db.signature }]
  },
}))

const { inventorySnapshot, inventorySnapshotWarm, dropInventorySnapshot } = await import('./snapshot-store')

/** Lets the read started by the last call finish. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('inventory snapshot store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
    heard.value = true
    Object.assign(db, { signature: 's1', reads: 0, checks: 0, gate: null, fail: false })
    // A fresh process: the store keeps its state on globalThis.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('dealership.inventorySnapshot')]
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is warm for readiness once a first read finished, and stays warm when an edit drops it (issue 35)', async () => {
    expect(inventorySnapshotWarm(), 'a fresh process').toBe(false)
    expect(db.reads, 'asking starts the first read').toBe(1)
    expect(inventorySnapshotWarm(), 'while it runs').toBe(false)
    expect(db.reads, 'one read at a time').toBe(1)
    await settle()
    expect(inventorySnapshotWarm()).toBe(true)
    dropInventorySnapshot()
    expect(inventorySnapshotWarm(), 'an edit dropped the snapshot').toBe(true)
  })

  it('is not warm while the first read fails (the database is down)', async () => {
    db.fail = true
    expect(inventorySnapshotWarm()).toBe(false)
    await settle()
    expect(inventorySnapshotWarm()).toBe(false)
    db.fail = false
    await vi.advanceTimersByTimeAsync(2_001)
    expect(inventorySnapshotWarm()).toBe(false)
    await settle()
    expect(inventorySnapshotWarm()).toBe(true)
  })

  it('is never used, nor read, while edits may go unheard', async () => {
    heard.value = false
    expect(inventorySnapshot()).toBeNull()
    await settle()
    expect(inventorySnapshot()).toBeNull()
    expect(db.reads).toBe(0)
  })

  it('is read in the background on the first search, which runs its statements; the next search uses it', async () => {
    expect(inventorySnapshot()).toBeNull()
    expect(db.reads).toBe(1)
    await settle()
    expect(inventorySnapshot()?.size).toBe(1)
    expect(db.reads).toBe(1)
  })

  it('is dropped by an edit, and a read begun before the edit is thrown away', async () => {
    inventorySnapshot()
    await settle()
    expect(inventorySnapshot()).not.toBeNull()
    dropInventorySnapshot()
    let open = () => {}
    db.gate = new Promise<void>((r) => (open = r))
    expect(inventorySnapshot(), 'dropped at once').toBeNull()
    expect(db.reads, 'and read again').toBe(2)
    dropInventorySnapshot() // another edit lands while that read runs
    open()
    await settle()
    expect(inventorySnapshot(), 'the read from before the edit').toBeNull()
    expect(db.reads, 'no new read for 2 s').toBe(2)
    db.gate = null
    await vi.advanceTimersByTimeAsync(2_001)
    inventorySnapshot()
    await settle()
    expect(db.reads).toBe(3)
    expect(inventorySnapshot()).not.toBeNull()
  })

  it('past half its lifetime is kept when the signature is unchanged, and read again when it changed', async () => {
    inventorySnapshot()
    await settle()
    const first = inventorySnapshot()
    await vi.advanceTimersByTimeAsync(4_000)
    expect(inventorySnapshot()).toBe(first)
    expect(db.checks, 'not checked before half its lifetime').toBe(0)

    await vi.advanceTimersByTimeAsync(2_000) // 6 s old
    expect(inventorySnapshot(), 'still served while it is checked').toBe(first)
    await settle()
    expect(db.checks).toBe(1)
    expect(db.reads, 'unchanged: not read again').toBe(1)

    db.signature = 's2' // a write no hook announced (SQL by hand)
    await vi.advanceTimersByTimeAsync(6_000)
    inventorySnapshot()
    await settle()
    expect(db.checks).toBe(2)
    expect(db.reads, 'changed: read again').toBe(2)
    expect(inventorySnapshot()).not.toBe(first)
  })

  it('is not used past its lifetime when it could not be checked', async () => {
    inventorySnapshot()
    await settle()
    db.gate = new Promise<void>(() => {}) // the database stops answering reads
    db.signature = 's2'
    await vi.advanceTimersByTimeAsync(10_001)
    expect(inventorySnapshot()).toBeNull()
  })
})
