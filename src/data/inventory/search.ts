import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import {
  clampPage,
  sortToOrder,
  vehicleImages,
  isCondition,
  formatVehicleUrl,
  type SortOption,
  type Condition,
} from '@/domain/inventory'
import type { Vehicle } from '@/domain/vehicles/vehicle'
import { queryRows } from './db'
import { searchWhere, type ResolvedSearch } from './where'

/** What a search result card shows (site.md section 2 "Vehicle list"). */
export type VehicleCard = Pick<
  Vehicle,
  'vin' | 'condition' | 'year' | 'make' | 'model' | 'trim' | 'price' | 'oldPrice' | 'mileage' | 'premiumUpgrade'
> & {
  id: number
  url: string
  title: string
  /** 0 when the price did not drop (the card's badge reads it as a number). */
  priceDrop: number
  image: string | null
  /** Two-letter state of the vehicle's store: its estimate uses that state's tax and title (issue 15). */
  storeState: string | null
}

export type SearchResult = { total: number; page: number; pageCount: number; pageSize: number; vehicles: VehicleCard[] }

type CardRow = {
  id: number
  vin: string
  title: string | null
  condition: string
  year: string
  make: string
  model: string
  trim: string | null
  price: string | null
  old_price: string | null
  price_drop: string | null
  mileage: string | null
  premium_upgrade: boolean | null
  preview_image: string | null
  image_custom_bg: string | null
  additional_image: string | null
  evox_image: string | null
  store_state: string | null
}

const num = (v: string | null): number | null => (v === null ? null : Number(v))

export function toCard(r: CardRow): VehicleCard {
  const condition: Condition = isCondition(r.condition) ? r.condition : 'used'
  const year = Number(r.year)
  const images = vehicleImages(condition, 'search', {
    previewImage: r.preview_image,
    imageCustomBg: r.image_custom_bg,
    additionalImages: [r.additional_image],
    evoxImages: [r.evox_image],
  })
  return {
    id: r.id,
    vin: r.vin,
    condition,
    year,
    make: r.make,
    model: r.model,
    trim: r.trim,
    title: r.title || [year, r.make, r.model, r.trim].filter(Boolean).join(' '),
    url: formatVehicleUrl({ condition, year, make: r.make, model: r.model, trim: r.trim, vin: r.vin }),
    price: num(r.price),
    oldPrice: num(r.old_price),
    priceDrop: num(r.price_drop) ?? 0,
    mileage: num(r.mileage),
    premiumUpgrade: Boolean(r.premium_upgrade),
    image: images[0] ?? null,
    storeState: r.store_state,
  }
}

/** Card columns of `vehicles v`, with the first gallery and stock photo from the hasMany table. */
export const CARD_COLUMNS = sql`v.id, v.vin, v.title, v.condition::text AS condition, v.year, v.make, v.model, v.trim, v.price, v.old_price,
  v.price_drop, v.mileage, v.premium_upgrade, v.preview_image, v.image_custom_bg,
  (SELECT t.text FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path = 'additionalImages' ORDER BY t."order" LIMIT 1) AS additional_image,
  (SELECT t.text FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path = 'evoxImages' ORDER BY t."order" LIMIT 1) AS evox_image,
  (SELECT l.state::text FROM locations l WHERE l.id = v.store_id) AS store_state`

/**
 * Sort SQL (site.md section 3 sort options); vehicles without a price sort last either way, id breaks
 * ties. Each order has a partial index over available vehicles in exactly this order, NULLS LAST
 * included (migration 20261124_165559_cold_path_indexes, decision 0230), so a page is read from the
 * index; it also carries the columns the filters test (migration 20261125_014105_feature_bits).
 */
export function orderBy(sort: SortOption): SQL {
  const { field, direction } = sortToOrder(sort)
  const column = { dateInStock: sql`v.date_in_stock`, price: sql`v.price`, mileage: sql`v.mileage`, year: sql`v.year` }[
    field
  ]
  return direction === 'asc' ? sql`${column} ASC NULLS LAST, v.id ASC` : sql`${column} DESC NULLS LAST, v.id DESC`
}

export type PageInput = { search: ResolvedSearch; sort: SortOption; page: number; pageSize: number }

/** Rows per page as the page of cards reads them: at least one, whole. */
export const rowsPerPage = (pageSize: number) => Math.max(1, Math.floor(pageSize))

/**
 * One page of cards. The page's vehicles are found first, by walking the sort's index alone: it
 * carries every column the filters test (an index-only scan), so a filter few vehicles pass, far
 * down the sort order, skips index entries instead of reading thousands of table rows. Only the
 * page's vehicles are then read for their cards (decision 0275). The total is not counted here: the
 * facet statement counts the vehicles passing every filter in the same pass.
 */
export async function runPage(input: PageInput): Promise<VehicleCard[]> {
  const pageSize = rowsPerPage(input.pageSize)
  const page = Math.max(1, Math.floor(input.page))
  const order = orderBy(input.sort)
  const rows = await queryRows<CardRow>(sql`SELECT ${CARD_COLUMNS}
    FROM (SELECT v.id FROM vehicles v WHERE ${searchWhere(input.search)}
      ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) p
    JOIN vehicles v ON v.id = p.id
    ORDER BY ${order}`)
  return rows.map(toCard)
}

/**
 * The cards of these vehicles, in this order (a page the inventory snapshot found, decision 0286),
 * with their current prices and photos. A vehicle deleted since is left out. One sold since is shown
 * only in the moment before the edit's announcement drops the snapshot, as a cached page would be.
 */
export async function readCards(ids: readonly number[]): Promise<VehicleCard[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<CardRow>(
    sql`SELECT ${CARD_COLUMNS} FROM vehicles v WHERE v.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toCard(row)] : []
  })
}

/**
 * The result page for a total: the page asked for, or the last one that exists (the caller
 * redirects); only a page past the end (page=999999) costs a second read. `firstTry` is the page
 * asked for, read beside the total.
 */
export async function resultPage(
  requested: number,
  total: number,
  pageSize: number,
  firstTry: VehicleCard[],
  readPage: (page: number) => Promise<VehicleCard[]>,
): Promise<SearchResult> {
  const size = rowsPerPage(pageSize)
  const page = clampPage(requested, total, size)
  const vehicles = page === requested || total === 0 ? firstTry : await readPage(page)
  return { total, page, pageCount: Math.max(1, Math.ceil(total / size)), pageSize: size, vehicles }
}

/**
 * Which of these vehicles a search finds (issue 38, saved searches; decision 0337): the results
 * page's own WHERE clause (where.ts `searchWhere`, the one the page runs when the inventory snapshot
 * cannot answer, and whose rules the snapshot repeats), limited to the given vehicles. So a saved
 * search is told of exactly the vehicles its page would list.
 */
export async function vehiclesMatching(search: ResolvedSearch, vehicleIds: readonly number[]): Promise<number[]> {
  if (vehicleIds.length === 0) return []
  const ids = `{${vehicleIds.map((id) => Math.trunc(id)).join(',')}}`
  const rows = await queryRows<{ id: number }>(
    sql`SELECT v.id FROM vehicles v WHERE v.id = ANY(${ids}::int[]) AND ${searchWhere(search)} ORDER BY v.id`,
  )
  return rows.map((r) => Number(r.id))
}
