import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Range, SearchFilters } from '@/domain/inventory'
import type { InventoryVocabulary } from './vocabulary'

/** Which shopper may see what (site.md section 6): private vehicles only after the unlock. */
export type Audience = { privateUnlocked: boolean }

export type FacetKey = 'bodystyle' | 'make' | 'model' | 'features' | 'price' | 'mileage' | 'year' | 'store' | 'greatDeals'

/** Keyword -> prefix tsquery text: only letters and digits survive, so the query syntax cannot be injected. */
export function keywordToTsQuery(q: string | undefined): string | undefined {
  const tokens = (q ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8)
  return tokens.length ? tokens.map((t) => `${t}:*`).join(' & ') : undefined
}

function names(map: Record<string, string[]>, key: string): string[] {
  return Object.hasOwn(map, key) ? map[key] : []
}

function inList(column: SQL, values: readonly string[]): SQL {
  if (values.length === 0) return sql`FALSE`
  return sql`${column} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`
}

function range(column: SQL, r: Range | undefined): SQL[] {
  const out: SQL[] = []
  if (r?.min !== undefined) out.push(sql`${column} >= ${r.min}`)
  if (r?.max !== undefined) out.push(sql`${column} <= ${r.max}`)
  return out
}

/**
 * The WHERE clause of an inventory search over `vehicles v`, leaving out `omit` (a facet's counts
 * respect every other filter). Names come from the vocabulary, so an unknown slug matches nothing.
 */
export function searchWhere(filters: SearchFilters, vocab: InventoryVocabulary, audience: Audience, omit?: FacetKey): SQL {
  const parts: SQL[] = [sql`v.status = 'available'`]
  if (!audience.privateUnlocked) parts.push(sql`v.private IS NOT TRUE`)
  const conditions = filters.condition ? [filters.condition] : vocab.liveConditions
  parts.push(inList(sql`v.condition::text`, conditions))
  if (filters.bodystyle && omit !== 'bodystyle') parts.push(sql`v.bodystyle = ${filters.bodystyle}`)
  if (filters.make && omit !== 'make') {
    parts.push(inList(sql`v.make`, names(vocab.makeNames, filters.make)))
    if (filters.model && omit !== 'model') parts.push(inList(sql`v.model`, names(vocab.modelNames, `${filters.make}/${filters.model}`)))
  }
  if (omit !== 'features') {
    for (const feature of filters.features ?? []) {
      parts.push(sql`EXISTS (SELECT 1 FROM vehicles_texts ft WHERE ft.parent_id = v.id
        AND ft.path IN ('standardFeatures', 'optionalFeatures') AND ${inList(sql`ft.text`, names(vocab.featureNames, feature))})`)
    }
  }
  if (omit !== 'price') parts.push(...range(sql`v.price`, filters.price))
  if (omit !== 'mileage') parts.push(...range(sql`v.mileage`, filters.mileage))
  if (omit !== 'year') parts.push(...range(sql`v.year`, filters.year))
  if (filters.store && omit !== 'store') {
    const id = Object.hasOwn(vocab.storeIds, filters.store) ? vocab.storeIds[filters.store] : undefined
    parts.push(id === undefined ? sql`FALSE` : sql`v.store_id = ${id}`)
  }
  if (filters.greatDeals && omit !== 'greatDeals') {
    parts.push(filters.greatDeals === 'price-drop' ? sql`v.price_drop > 0` : sql`v.premium_upgrade = TRUE`)
  }
  const tsquery = keywordToTsQuery(filters.q)
  if (tsquery) parts.push(sql`to_tsvector('simple', coalesce(v.search_text, '')) @@ to_tsquery('simple', ${tsquery})`)
  return sql.join(parts, sql` AND `)
}
