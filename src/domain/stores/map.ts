/**
 * The contact page's store map (site.md section 9: zoom 16 on mobile, 7 on desktop). It draws the
 * stores on a locally rendered SVG instead of loading map tiles, so it works offline and in tests,
 * and hands the zoom to the map a shopper opens for directions. See docs/decisions/0041.
 */
export const MAP_ZOOM = { mobile: 16, desktop: 7 } as const

export type MapPoint = { id: string; label: string; x: number; y: number }

/** Equirectangular projection of [longitude, latitude] points into a width x height box with padding. */
export function projectStores(
  stores: readonly { storeId: string; name: string; coordinates: readonly [number, number] }[],
  width: number,
  height: number,
  padding = 40,
): MapPoint[] {
  if (stores.length === 0) return []
  if (stores.length === 1) return [{ id: stores[0].storeId, label: stores[0].name, x: width / 2, y: height / 2 }]
  const lons = stores.map((s) => s.coordinates[0])
  const lats = stores.map((s) => s.coordinates[1])
  const [minLon, maxLon, minLat, maxLat] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)]
  // Longitude degrees shrink with latitude: scale them by cos(mean latitude) so distances look right.
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  const spanX = Math.max((maxLon - minLon) * cos, 1e-6)
  const spanY = Math.max(maxLat - minLat, 1e-6)
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY)
  const offsetX = (width - spanX * scale) / 2
  const offsetY = (height - spanY * scale) / 2
  return stores.map((s) => ({
    id: s.storeId,
    label: s.name,
    x: Math.round((offsetX + (s.coordinates[0] - minLon) * cos * scale) * 10) / 10,
    y: Math.round((offsetY + (maxLat - s.coordinates[1]) * scale) * 10) / 10,
  }))
}

/** A Google Maps link centred on the store at the given zoom. */
export function mapLink(coordinates: readonly [number, number], zoom: number): string {
  const [lon, lat] = coordinates
  return `https://www.google.com/maps/@${lat},${lon},${zoom}z`
}
