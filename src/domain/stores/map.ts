/**
 * Links of the contact page's store map (site.md section 9: zoom 16 on mobile, 7 on desktop). The
 * map itself is drawn locally (region-map.ts, decisions 0041 and 0241); the zoom goes to the map a
 * shopper opens for directions.
 */
export const MAP_ZOOM = { mobile: 16, desktop: 7 } as const

/** A Google Maps link centred on the store at the given zoom. */
export function mapLink(coordinates: readonly [number, number], zoom: number): string {
  const [lon, lat] = coordinates
  return `https://www.google.com/maps/@${lat},${lon},${zoom}z`
}
