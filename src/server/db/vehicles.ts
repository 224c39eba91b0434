import { sql, type SQL } from 'drizzle-orm'

/**
 * vehicles, vehicles_texts and locations (collections vehicles and locations) outside the search
 * pages: the sitemap, the advertising feeds and the bulk demo seed. The search and vehicle pages'
 * statements (filters, facet counts, similar vehicles, the vocabulary) are composed from shared
 * fragments in src/data/inventory (decisions 0011, 0230, 0262).
 */
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/**
 * Public vehicle detail pages (available, not private, one of `conditions`) for the sitemap: up to
 * 50,000 rows of six columns, where the Local API would hydrate every document.
 */
export function sitemapVehiclesSql(conditions: readonly string[]): SQL {
  return sql`
    SELECT vin, condition::text AS condition, year, make, model, trim, updated_at
    FROM vehicles
    WHERE status = 'available' AND private IS NOT TRUE AND condition::text IN (${inList(conditions)})
    ORDER BY updated_at DESC
    LIMIT 50000`
}

/**
 * Every publicly listed vehicle for the advertising feeds, in one statement with its photos and
 * store (the Local API would run one query per hasMany list and per store).
 */
export function feedVehiclesSql(conditions: readonly string[]): SQL {
  return sql`SELECT v.vin, v.stock_number, v.title, v.condition::text AS condition, v.year, v.make, v.model, v.trim,
      v.price, v.old_price, v.price_drop, v.mileage, v.bodystyle::text AS bodystyle, v.transmission::text AS transmission, v.drivetrain, v.fuel_type, v.exterior_color,
      v.preview_image, v.image_custom_bg,
      (SELECT array_agg(t.text ORDER BY t."order") FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path = 'additionalImages') AS additional,
      (SELECT array_agg(t.text ORDER BY t."order") FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path = 'evoxImages') AS evox,
      l.store_id AS store_code, l.name AS store_name, l.address_line1 AS addr, l.city, l.state::text AS state, l.zip,
      l.coordinates_latitude AS lat, l.coordinates_longitude AS lng
    FROM vehicles v LEFT JOIN locations l ON l.id = v.store_id
    WHERE v.status = 'available' AND v.private IS NOT TRUE AND v.condition::text IN (${inList(conditions)})
    ORDER BY v.id`
}

/** One vehicle row as Payload stores it, derived fields included (src/seed/vehicles-bulk.ts fills them as the beforeChange hook would). */
export type BulkVehicleRow = {
  title: string
  vin: string
  stockNumber: string | null
  condition: string
  status: string
  storeId: number | null
  year: number
  make: string
  model: string
  trim: string | null
  modelYear: number | null
  price: number | null
  oldPrice: number | null
  initPrice: number | null
  priceDrop: number
  /** When the latest recorded change lowered the price (issue 37, decision 0316); null when it did not. */
  priceDroppedAt: string | null
  mileage: number | null
  bodystyle: string | null
  doors: number | null
  transmission: string | null
  drivetrain: string | null
  fuelType: string | null
  exteriorColor: string | null
  interiorColor: string | null
  /** The color filter's value (decision 0322), from derivedVehicleFields. */
  color: string | null
  engine: string | null
  cityMpg: number | null
  highwayMpg: number | null
  previewImage: string | null
  premiumUpgrade: boolean | null
  private: boolean | null
  dateInStock: string | null
  searchText: string
  /** Its standard and optional features, each name once: the row is written with their bits (decision 0275). */
  features: readonly string[]
}

/**
 * Codes for these feature names, where they have none yet (decision 0275): the bulk seed asks before
 * writing a chunk, so each row is written with its bits and the triggers on vehicles_texts find
 * nothing to change (a second write of every row would leave the table and its covering index twice
 * their size after the seed).
 */
export function assignFeatureCodesSql(names: readonly string[]): SQL {
  return sql`SELECT vehicle_feature_codes_assign(${nameArray(names)})`
}

/** A varchar[] of these names, each a parameter of its own. */
function nameArray(names: readonly string[]): SQL {
  return names.length ? sql`ARRAY[${inList(names)}]::varchar[]` : sql`ARRAY[]::varchar[]`
}

/** A row's bits from the codes of its names; NULL when one has no code (the search then reads its feature rows). */
function featureBitsOf(names: readonly string[]): SQL {
  return sql`(SELECT CASE WHEN count(*) = ${names.length} THEN coalesce(bit_or(1::bigint << c.bit), 0) END
    FROM vehicle_feature_bits c WHERE c.name = ANY (${nameArray(names)}))`
}

/**
 * Demo inventories of 10,000+ vehicles (`npm run seed -- --vehicles 10000`): payload.create costs
 * ~10 ms per vehicle (hooks, validation, one transaction each), so the seed writes Payload's rows
 * in chunks. Demo data only; the CSV import and the admin go through the Local API.
 */
export function insertVehiclesSql(rows: readonly BulkVehicleRow[], now: string): SQL {
  const values = rows.map(
    (
      v,
    ) => sql`(${v.title}, ${v.vin}, ${v.stockNumber}, ${v.condition}, ${v.status}, ${v.storeId}, ${v.year}, ${v.make}, ${v.model},
    ${v.trim}, ${v.modelYear}, ${v.price}, ${v.oldPrice}, ${v.initPrice}, ${v.priceDrop}, ${v.priceDroppedAt}, ${v.mileage}, ${v.bodystyle}, ${v.doors},
    ${v.transmission}, ${v.drivetrain}, ${v.fuelType}, ${v.exteriorColor}, ${v.interiorColor}, ${v.color}, ${v.engine}, ${v.cityMpg}, ${v.highwayMpg},
    ${v.previewImage}, ${v.premiumUpgrade}, ${v.private}, ${v.dateInStock}, ${v.searchText}, ${now}, ${now},
    ${featureBitsOf(v.features)})`,
  )
  return sql`INSERT INTO vehicles (title, vin, stock_number, condition, status, store_id, year, make, model,
        trim, model_year, price, old_price, init_price, price_drop, price_dropped_at, mileage, bodystyle, doors,
        transmission, drivetrain, fuel_type, exterior_color, interior_color, color, engine, city_mpg, highway_mpg,
        preview_image, premium_upgrade, private, date_in_stock, search_text, updated_at, created_at, feature_bits)
        VALUES ${sql.join(values, sql`, `)} RETURNING id, vin`
}

/** The hasMany text lists (features, photos) of vehicles inserted by insertVehiclesSql. */
export type BulkVehicleText = { order: number; parentId: number; path: string; text: string }

export function insertVehicleTextsSql(rows: readonly BulkVehicleText[]): SQL {
  return sql`INSERT INTO vehicles_texts ("order", parent_id, path, text) VALUES ${sql.join(
    rows.map((t) => sql`(${t.order}, ${t.parentId}, ${t.path}, ${t.text})`),
    sql`, `,
  )}`
}

/**
 * Fresh planner statistics and visibility map after a bulk seed, so the first searches use the
 * indexes and their index-only scans (decision 0230). Maintenance, not EXPLAIN-able.
 */
export const VACUUM_VEHICLES: readonly SQL[] = [sql`VACUUM (ANALYZE) vehicles`, sql`VACUUM (ANALYZE) vehicles_texts`]
