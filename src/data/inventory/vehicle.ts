import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { getServerApolloClient } from '@/graphql/server-client'
import { VEHICLE_BY_VIN_QUERY, type VehicleDetailDoc } from '@/graphql/documents/vehicle-by-vin'
import { isCondition, vehicleImages, type Condition } from '@/domain/inventory'
import { payloadClient } from '../payload'
import { queryRows } from './db'
import { CARD_COLUMNS, toCard, type VehicleCard } from './search'
import type { Audience } from './where'

export type VehicleDetail = Omit<VehicleDetailDoc, 'condition'> & { condition: Condition; images: string[] }

export type VehicleLookup =
  | { kind: 'available'; vehicle: VehicleDetail }
  /** Sold (docs/decisions/0012): the page says so, links similar vehicles, and is noindex. */
  | {
      kind: 'sold'
      vehicle: Pick<VehicleDetail, 'vin' | 'year' | 'make' | 'model' | 'trim' | 'condition' | 'bodystyle' | 'price'>
    }
  /**
   * Available but private, and this visitor holds no pass: its link shows the unlock gate (issue
   * 15; site.md section 6). Only what the URL already says travels, never the price.
   */
  | { kind: 'private'; vehicle: Pick<VehicleDetail, 'vin' | 'year' | 'make' | 'model' | 'trim' | 'condition'> }
  | { kind: 'missing' }

/** The detail page's vehicle, read through GraphQL as an anonymous visitor (only available vehicles). */
export async function findVehicleByVin(
  vin: string,
  audience: Audience,
  liveConditions: readonly string[],
): Promise<VehicleLookup> {
  const { data } = await getServerApolloClient().query({
    query: VEHICLE_BY_VIN_QUERY,
    variables: { vin: vin.toUpperCase() },
  })
  const doc = data?.Vehicles?.docs[0]
  if (doc && isCondition(doc.condition) && liveConditions.includes(doc.condition)) {
    if (doc.private && !audience.privateUnlocked) {
      return {
        kind: 'private',
        vehicle: {
          vin: doc.vin,
          year: doc.year,
          make: doc.make,
          model: doc.model,
          trim: doc.trim,
          condition: doc.condition,
        },
      }
    }
    const images = vehicleImages(doc.condition, 'detail', doc)
    return { kind: 'available', vehicle: { ...doc, condition: doc.condition, images } }
  }
  if (doc) return { kind: 'missing' }
  // Not public: only a sold vehicle gets its "sold" page; hidden ones are simply not found. The
  // status check needs overrideAccess because anonymous reads cannot see sold vehicles at all.
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'vehicles',
    where: { vin: { equals: vin.toUpperCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      vin: true,
      year: true,
      make: true,
      model: true,
      trim: true,
      condition: true,
      bodystyle: true,
      price: true,
      status: true,
      private: true,
    },
  })
  const sold = found.docs[0]
  if (!sold || sold.status !== 'sold' || (sold.private && !audience.privateUnlocked)) return { kind: 'missing' }
  return {
    kind: 'sold',
    vehicle: {
      vin: sold.vin,
      year: sold.year,
      make: sold.make,
      model: sold.model,
      trim: sold.trim ?? null,
      condition: sold.condition,
      bodystyle: sold.bodystyle ?? null,
      price: sold.price ?? null,
    },
  }
}

/** Up to `limit` available vehicles like this one: same body style first, then nearest price. */
export async function findSimilarVehicles(
  like: { vin: string; bodystyle: string | null; price: number | null; make: string },
  audience: Audience,
  liveConditions: readonly string[],
  limit = 4,
): Promise<VehicleCard[]> {
  const conditions = liveConditions.filter(isCondition)
  if (conditions.length === 0) return []
  const rows = await queryRows<Parameters<typeof toCard>[0]>(sql`SELECT ${CARD_COLUMNS} FROM vehicles v
    WHERE v.status = 'available' AND v.vin <> ${like.vin} ${audience.privateUnlocked ? sql`` : sql`AND v.private IS NOT TRUE`}
      AND v.condition::text IN (${sql.join(
        conditions.map((c) => sql`${c}`),
        sql`, `,
      )})
    ORDER BY (v.bodystyle::text IS NOT DISTINCT FROM ${like.bodystyle}) DESC, (v.make = ${like.make}) DESC,
      abs(coalesce(v.price, 0) - ${like.price ?? 0}) ASC, v.id DESC
    LIMIT ${limit}`)
  return rows.map(toCard)
}
