import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { sql } from '@payloadcms/db-postgres'
import {
  buildVocabulary,
  COLORS,
  isCondition,
  slugify,
  type Color,
  type Condition,
  type SegmentVocabulary,
} from '@/domain/inventory'
import { TAGS, SHARED_CACHE_SECONDS } from '../cache-tags'
import { getDealershipSettings } from '../settings'
import { queryRows } from './db'

/**
 * What URLs may name (src/domain/inventory/vocabulary.ts) plus the way back from a slug to the
 * stored display names ('cr-v' -> 'CR-V'), built from the inventory shoppers can see.
 */
export type InventoryVocabulary = {
  vocabulary: SegmentVocabulary
  liveConditions: Condition[]
  /** make slug -> stored make names */
  makeNames: Record<string, string[]>
  /** 'make/model' slugs -> stored model names */
  modelNames: Record<string, string[]>
  featureNames: Record<string, string[]>
  /** stored feature name -> its code in vehicle_feature_bits, for the names that have one (decision 0275) */
  featureBits: Record<string, number>
  /** Distinct trims of available vehicles: words a typed query keeps as keywords (issue 38, decision 0319). */
  trims: string[]
  /** store slug -> location id */
  storeIds: Record<string, number>
  /** location id -> its two-letter state, for the monthly payment filter's caps (decision 0323) */
  storeStates: Record<number, string | null>
  /** The colors some available vehicle has (decision 0322), in the list's order. */
  colors: Color[]
  /** slug -> label, for chips and facet labels */
  labels: {
    makes: Record<string, string>
    models: Record<string, string>
    features: Record<string, string>
    stores: Record<string, string>
  }
}

function push(map: Record<string, string[]>, key: string, name: string) {
  if (!key) return
  const list = Object.hasOwn(map, key) ? map[key] : (map[key] = [])
  if (!list.includes(name)) list.push(name)
}

/**
 * The feature names of available vehicles. A join of every feature row with its vehicle grew with
 * the inventory (about 340,000 rows at 50,000 vehicles); this walks the distinct names of each list
 * through the (path, text) index instead, one index probe per name, and keeps a name when one
 * available vehicle has it: a scalar subquery with LIMIT 1, which Postgres runs per name (an EXISTS
 * it turned into a join over every feature row; decision 0230). Each name comes with its code, when
 * it has one (decision 0275).
 */
const FEATURE_NAMES = sql`WITH RECURSIVE walk(path, text) AS (
    SELECT p.path, (SELECT min(t.text) FROM vehicles_texts t WHERE t.path = p.path) FROM (VALUES ('standardFeatures'), ('optionalFeatures')) AS p(path)
    UNION ALL
    SELECT w.path, (SELECT min(t.text) FROM vehicles_texts t WHERE t.path = w.path AND t.text > w.text) FROM walk w WHERE w.text IS NOT NULL
  )
  SELECT DISTINCT w.text, c.bit FROM walk w LEFT JOIN vehicle_feature_bits c ON c.name = w.text
  WHERE w.text IS NOT NULL AND (SELECT TRUE FROM vehicles_texts t JOIN vehicles v ON v.id = t.parent_id
    WHERE t.path = w.path AND t.text = w.text AND v.status = 'available' LIMIT 1)
  ORDER BY w.text`

/** Uncached; exported for integration tests (unstable_cache needs a Next request). */
export async function loadInventoryVocabulary(liveConditionNames: readonly string[]): Promise<InventoryVocabulary> {
  const [models, features, stores, trims, colors] = await Promise.all([
    queryRows<{ make: string; model: string }>(
      sql`SELECT DISTINCT make, model FROM vehicles WHERE status = 'available'`,
    ),
    queryRows<{ text: string; bit: number | null }>(FEATURE_NAMES),
    queryRows<{ id: number; store_id: string; name: string; state: string | null }>(
      sql`SELECT id, store_id, name, state::text AS state FROM locations ORDER BY sort_order`,
    ),
    queryRows<{ trim: string }>(
      sql`SELECT DISTINCT trim FROM vehicles WHERE status = 'available' AND trim IS NOT NULL AND trim <> '' ORDER BY trim`,
    ),
    // One probe of the partial color index per color (migration 20261129_011947_vehicle_color).
    queryRows<{ color: string }>(
      sql`SELECT c.color FROM unnest(enum_range(NULL::enum_vehicles_color)) AS c(color)
        WHERE EXISTS (SELECT 1 FROM vehicles v WHERE v.status = 'available' AND v.color = c.color)`,
    ),
  ])
  const liveConditions = liveConditionNames.filter(isCondition)
  const out: InventoryVocabulary = {
    vocabulary: buildVocabulary({
      vehicles: models,
      features: features.map((f) => f.text),
      stores: stores.map((s) => s.store_id),
      conditions: liveConditions,
    }),
    liveConditions,
    makeNames: {},
    modelNames: {},
    featureNames: {},
    featureBits: {},
    trims: trims.map((t) => t.trim),
    storeIds: {},
    storeStates: {},
    colors: COLORS.filter((c) => colors.some((row) => row.color === c)),
    labels: { makes: {}, models: {}, features: {}, stores: {} },
  }
  for (const { make, model } of models) {
    push(out.makeNames, slugify(make), make)
    push(out.modelNames, `${slugify(make)}/${slugify(model)}`, model)
    out.labels.makes[slugify(make)] = make
    out.labels.models[`${slugify(make)}/${slugify(model)}`] = model
  }
  for (const { text, bit } of features) {
    push(out.featureNames, slugify(text), text)
    out.labels.features[slugify(text)] = text
    if (bit !== null) out.featureBits[text] = Number(bit)
  }
  for (const s of stores) {
    out.storeIds[slugify(s.store_id)] = s.id
    out.storeStates[s.id] = s.state
    out.labels.stores[slugify(s.store_id)] = s.name
  }
  return out
}

/** Cached until a vehicle, store or the settings change (site.md section 2 search segments). */
const cachedVocabulary = unstable_cache(loadInventoryVocabulary, ['inventory-vocabulary-v4'], {
  tags: [TAGS.vehicles, TAGS.locations, TAGS.dealershipSettings],
  revalidate: SHARED_CACHE_SECONDS,
})

/** Once per request (React's `cache`): the route, its metadata, the page and the search each ask (decision 0275). */
export const getInventoryVocabulary = cache(async (): Promise<InventoryVocabulary> => {
  const settings = await getDealershipSettings()
  return cachedVocabulary([...settings.liveConditions].sort())
})
