import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { getServerApolloClient } from '@/graphql/server-client'
import { LOCATIONS_QUERY } from '@/graphql/documents/locations'
import type { LocationsQuery } from '@/graphql/generated/graphql'
import type { Store, WorkingHours } from '@/domain/stores/types'
import { DEFAULT_STORE_TIME_ZONE, isStoreTimeZone } from '@/domain/stores/time-zones'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

type LocationDoc = NonNullable<LocationsQuery['Locations']>['docs'][number]

/**
 * A value the locations collection requires, which Payload's GraphQL schema still types as
 * nullable (a required field inside a group or an array row). Missing, the store breaks its own
 * collection's rules: say which, rather than draw it at 0,0 or on no weekday.
 */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`${what} is missing, though the locations collection requires it`)
  return value
}

function toHours(rows: LocationDoc['salesHours'], storeId: string): WorkingHours {
  return (rows ?? []).map((r) => ({
    weekday: required(r.weekday, `a weekday of ${storeId}'s hours`),
    open: r.open ?? null,
    close: r.close ?? null,
    closed: Boolean(r.closed),
  }))
}

async function loadStores(): Promise<Store[]> {
  const { data } = await getServerApolloClient().query({ query: LOCATIONS_QUERY })
  return (data?.Locations?.docs ?? []).map((d) => ({
    id: d.id,
    storeId: d.storeId,
    name: d.name,
    subname: d.subname,
    addressLine1: d.addressLine1,
    addressLine2: d.addressLine2,
    city: d.city,
    state: d.state,
    zip: d.zip,
    coordinates: [
      required(d.coordinates?.longitude, `${d.storeId}'s longitude`),
      required(d.coordinates?.latitude, `${d.storeId}'s latitude`),
    ],
    googleMapsLink: d.googleMapsLink,
    inventoryLink: d.inventoryLink,
    salesPhone: d.salesPhone,
    servicePhone: d.servicePhone,
    isDefault: Boolean(d.currentLocation),
    note: d.note,
    timeZone: isStoreTimeZone(d.timeZone) ? d.timeZone : DEFAULT_STORE_TIME_ZONE,
    salesHours: toHours(d.salesHours, d.storeId),
    serviceHours: toHours(d.serviceHours, d.storeId),
  }))
}

/**
 * All stores, read through GraphQL (the customer's design) and cached until an editor changes one;
 * once per request (React's `cache`: the shell, the stores block and the store picker's cookie read
 * each ask, decision 0275).
 */
export const getStores = cache(
  unstable_cache(loadStores, ['stores-v1'], {
    tags: [TAGS.locations],
    revalidate: SHARED_CACHE_SECONDS,
  }),
)
