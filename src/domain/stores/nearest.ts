/**
 * Stores ordered nearest first (issue 4, store picker; visitor-layer.md section 7: the geolocation
 * helper gives lat and lon, or false on failure, and then the order stays as it was).
 * Coordinates are [longitude, latitude] as the spec stores them (site.md section 3).
 */
export type GeoPoint = { lat: number; lon: number }

const EARTH_KM = 6371

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function nearestFirst<T extends { coordinates: [number, number] }>(
  stores: readonly T[],
  here: GeoPoint | false,
): T[] {
  if (here === false) return [...stores]
  const withDistance = stores.map((store, index) => ({
    store,
    index,
    km: distanceKm(here, { lon: store.coordinates[0], lat: store.coordinates[1] }),
  }))
  withDistance.sort((a, b) => a.km - b.km || a.index - b.index)
  return withDistance.map((entry) => entry.store)
}
