import { sql, type SQL } from 'drizzle-orm'

/**
 * vehicle_price_changes (collection vehicle-price-changes) and the drop columns it keeps on
 * vehicles (issue 37 "Price history"; decision 0316): the bulk seed's history, written beside its
 * SQL insert of vehicles, which no hook sees; and the refresh of every vehicle's drop from its
 * latest recorded change when the window moves on (hourly) or is changed in the settings.
 */

/** One recorded change as the bulk seed writes it (`previousPrice` null: the listed price). */
export type BulkPriceChange = { vehicleId: number; previousPrice: number | null; price: number; changedAt: string }

export function insertBulkPriceChangesSql(rows: readonly BulkPriceChange[], now: string): SQL {
  return sql`INSERT INTO vehicle_price_changes (vehicle_id, previous_price, price, changed_at, source, updated_at, created_at)
    VALUES ${sql.join(
      rows.map((r) => sql`(${r.vehicleId}, ${r.previousPrice}, ${r.price}, ${r.changedAt}, 'bulk', ${now}, ${now})`),
      sql`, `,
    )}`
}

/**
 * Every vehicle's drop from its latest recorded change (rules.ts currentDrop, in SQL): the change
 * lowered the price, the vehicle still has that price and the change is inside the window
 * [`since`, `now`]. Writes only the rows whose drop differs, so an hourly run with nothing expiring
 * leaves the inventory (and the search snapshot's signature) untouched. Returns the ids written.
 */
export function refreshPriceDropsSql(since: Date, now: Date): SQL {
  return sql`WITH latest AS (
      SELECT DISTINCT ON (h.vehicle_id) h.vehicle_id, h.previous_price, h.price, h.changed_at
      FROM vehicle_price_changes h
      ORDER BY h.vehicle_id, h.changed_at DESC, h.id DESC
    ), target AS (
      SELECT v.id,
        CASE WHEN l.previous_price > l.price AND l.price > 0 AND l.price = v.price
          AND l.changed_at >= ${since.toISOString()} AND l.changed_at <= ${now.toISOString()}
          THEN l.previous_price - l.price ELSE 0 END AS drop,
        l.previous_price
      FROM vehicles v LEFT JOIN latest l ON l.vehicle_id = v.id
    )
    UPDATE vehicles v
    SET price_drop = t.drop, old_price = CASE WHEN t.drop > 0 THEN t.previous_price ELSE v.old_price END
    FROM target t
    WHERE t.id = v.id
      AND (v.price_drop IS DISTINCT FROM t.drop OR (t.drop > 0 AND v.old_price IS DISTINCT FROM t.previous_price))
    RETURNING v.id`
}

/** Fresh planner statistics after the bulk seed wrote the history (as VACUUM_VEHICLES for the vehicles). */
export const VACUUM_PRICE_CHANGES: SQL = sql`VACUUM (ANALYZE) vehicle_price_changes`
