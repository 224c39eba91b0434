import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { SHARED_CACHE_SECONDS } from '../cache-tags'
import { invalidationsHeard } from '@/services/cache-invalidation/heard'
import { queryRows } from './db'
import { buildSnapshot, type InventorySnapshot, type SnapshotColumns } from './snapshot'

/**
 * This process's inventory snapshot (snapshot.ts, decision 0286): read from Postgres in one
 * statement, used by the search pages while it can be trusted, dropped by every announced edit of a
 * vehicle or a location (src/services/cache-invalidation/start.ts).
 *
 * It is trusted only
 * - while the process hears every announced edit (its invalidation listener is connected): an
 *   edit saved on any instance drops it within moments, as it drops the data cache;
 * - for one shared-cache lifetime after it was read (SHARED_CACHE_SECONDS, docs/architecture.md), the
 *   safety net for writes no hook announces, as for every cached read. Past half of it a fresh
 *   snapshot is read in the background, so a busy instance never runs without one.
 * Otherwise the searches run their statements (facets.ts, search.ts) as before, and a fresh
 * snapshot is read beside them. A snapshot read while an edit was announced is thrown away.
 *
 * The state lives on globalThis: the listener's bundle (instrumentation) and the pages' bundles may
 * each load this module.
 */
type State = {
  snapshot: InventorySnapshot | null
  /** When the statement that read it (or last found it unchanged) started. */
  takenAt: number
  /** The inventory's signature when it was read (SIGNATURE). */
  signature: string
  /** Raised by every drop: a read begun before it is stale on arrival. */
  generation: number
  reading: boolean
  /** No new read before this time (after a failed or thrown-away read, or an inventory it cannot hold). */
  notBefore: number
  /** A read of the inventory has finished in this process (readiness, `inventorySnapshotWarm`). */
  warm: boolean
}

const KEY = Symbol.for('dealership.inventorySnapshot')
const globals = globalThis as unknown as Record<symbol, State | undefined>
const state = (): State =>
  (globals[KEY] ??= {
    snapshot: null,
    takenAt: 0,
    signature: '',
    generation: 0,
    reading: false,
    notBefore: 0,
    warm: false,
  })

const LIFETIME_MS = SHARED_CACHE_SECONDS * 1000
/** How long to wait before reading again after a read was thrown away or failed (an import saving vehicles one by one). */
const RETRY_MS = 2_000

/**
 * What the inventory looks like to the snapshot: the number of vehicle rows and the sum of their
 * row versions (Postgres's `xmin`, new on every insert or update of a row), and the same sum for
 * the locations. Any write to either table changes it, whether a hook announced it or not, so a
 * snapshot past half its lifetime is read again only when this differs (a query that reads no
 * column, a few milliseconds at 50,000 vehicles).
 */
const SIGNATURE = sql`(SELECT count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text FROM vehicles)
  || '/' || (SELECT coalesce(sum(xmin::text::bigint), 0)::text FROM locations)`

/**
 * Every available vehicle, one JSON array per column (snapshot.ts SnapshotColumns), in one
 * statement: the arrays line up because one aggregation fills them all from the same rows, and
 * Postgres sorts the vehicles for each sort column while this process parses one string.
 */
export async function readSnapshotColumns(): Promise<{ columns: SnapshotColumns; signature: string }> {
  const ascending = (column: string) =>
    sql.raw(`coalesce(json_agg(v.id ORDER BY v.${column} ASC NULLS LAST, v.id ASC), '[]')`)
  const [row] = await queryRows<{ columns: string; signature: string }>(sql`SELECT json_build_object(
      'id', coalesce(json_agg(v.id), '[]'),
      'condition', coalesce(json_agg(v.condition), '[]'),
      'private', coalesce(json_agg(v.private), '[]'),
      'bodystyle', coalesce(json_agg(v.bodystyle), '[]'),
      'make', coalesce(json_agg(v.make), '[]'),
      'model', coalesce(json_agg(v.model), '[]'),
      'storeId', coalesce(json_agg(v.store_id), '[]'),
      'storeSlug', coalesce(json_agg(l.store_id), '[]'),
      'color', coalesce(json_agg(v.color), '[]'),
      'price', coalesce(json_agg(v.price), '[]'),
      'mileage', coalesce(json_agg(v.mileage), '[]'),
      'year', coalesce(json_agg(v.year), '[]'),
      'priceDrop', coalesce(json_agg(v.price_drop), '[]'),
      'premiumUpgrade', coalesce(json_agg(v.premium_upgrade), '[]'),
      'featureBits', coalesce(json_agg(v.feature_bits), '[]'),
      'dateInStock', coalesce(json_agg(extract(epoch FROM v.date_in_stock) * 1000), '[]'),
      'ascending', json_build_object(
        'dateInStock', ${ascending('date_in_stock')},
        'price', ${ascending('price')},
        'mileage', ${ascending('mileage')},
        'year', ${ascending('year')}
      )
    )::text AS columns, ${SIGNATURE} AS signature
    FROM vehicles v LEFT JOIN locations l ON l.id = v.store_id WHERE v.status = 'available'`)
  return { columns: JSON.parse(row.columns) as SnapshotColumns, signature: row.signature }
}

async function readSignature(): Promise<string> {
  const [row] = await queryRows<{ signature: string }>(sql`SELECT ${SIGNATURE} AS signature`)
  return row.signature
}

/** A snapshot read now, or null when the inventory has a vehicle the snapshot cannot hold (buildSnapshot). */
export async function loadInventorySnapshot(): Promise<InventorySnapshot | null> {
  return buildSnapshot((await readSnapshotColumns()).columns)
}

/** Reads the snapshot again, or only finds the inventory unchanged since the one held was read. */
async function reread(s: State): Promise<{ snapshot: InventorySnapshot | null; signature: string }> {
  if (s.snapshot && (await readSignature()) === s.signature) return { snapshot: s.snapshot, signature: s.signature }
  const { columns, signature } = await readSnapshotColumns()
  return { snapshot: buildSnapshot(columns), signature }
}

function refresh(s: State): void {
  if (s.reading || Date.now() < s.notBefore) return
  s.reading = true
  const generation = s.generation
  const takenAt = Date.now()
  reread(s)
    .then(({ snapshot, signature }) => {
      s.warm = true
      if (s.generation !== generation) s.notBefore = Date.now() + RETRY_MS
      else if (!snapshot) s.notBefore = Date.now() + LIFETIME_MS
      else Object.assign(s, { snapshot, signature, takenAt })
    })
    .catch((error: unknown) => {
      s.notBefore = Date.now() + RETRY_MS
      console.warn(`[inventory] could not read the snapshot: ${error instanceof Error ? error.message : String(error)}`)
    })
    .finally(() => {
      s.reading = false
    })
}

/** The snapshot when it can be trusted now (see the header), else null; either way a due read is started. */
export function inventorySnapshot(): InventorySnapshot | null {
  if (!invalidationsHeard()) return null
  const s = state()
  const age = Date.now() - s.takenAt
  if (!s.snapshot || age > LIFETIME_MS / 2) refresh(s)
  return s.snapshot && age <= LIFETIME_MS ? s.snapshot : null
}

/**
 * For readiness (GET /api/ready, issue 35): whether this process has read the inventory once, so a
 * search sent to it is not the one that pays for the first read. True from the first read that
 * finished on: the snapshot is held, was read and then thrown away by an edit that landed meanwhile,
 * or the inventory is one the snapshot cannot hold (the searches' statements serve it). An edit that
 * drops the snapshot later does not make the process unready: the searches run their statements
 * meanwhile, as they always may. Before that first read, one is started and false is returned.
 */
export function inventorySnapshotWarm(): boolean {
  const s = state()
  if (!s.warm) refresh(s)
  return s.warm
}

/** Forgets the snapshot: a vehicle or a location changed, or edits may have gone unheard. */
export function dropInventorySnapshot(): void {
  const s = state()
  s.generation++
  s.snapshot = null
  s.notBefore = 0
}
