import type { Store } from '@/domain/stores/types'
import { MAP_ZOOM, mapLink, projectStores } from '@/domain/stores/map'
import './locations-map.css'

const WIDTH = 640
const HEIGHT = 300

/**
 * The stores on a map drawn locally as SVG (no tiles from the network, so it works offline and in
 * tests). Each pin opens the store in Google Maps: zoom 16 on phones, 7 on desktops (site.md
 * section 9); CSS shows the link that fits the screen.
 */
export function LocationsMap({ stores }: { stores: Store[] }) {
  const points = projectStores(stores, WIDTH, HEIGHT, 56)
  const byId = new Map(stores.map((s) => [s.storeId, s]))
  return (
    <figure className="locations-map" aria-labelledby="locations-map-caption">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="Map of our four stores">
        <rect width={WIDTH} height={HEIGHT} rx="12" className="locations-map__land" />
        <path d={`M0 ${HEIGHT * 0.62} C ${WIDTH * 0.3} ${HEIGHT * 0.55}, ${WIDTH * 0.6} ${HEIGHT * 0.7}, ${WIDTH} ${HEIGHT * 0.6}`} className="locations-map__road" />
        {points.map((p) => {
          const store = byId.get(p.id)
          if (!store) return null
          return (
            <g key={p.id} className="locations-map__pin">
              <a href={mapLink(store.coordinates, MAP_ZOOM.desktop)} className="locations-map__desktop" target="_blank" rel="noopener">
                <title>{`${store.name}: open in Google Maps (opens in a new tab)`}</title>
                <circle cx={p.x} cy={p.y} r="11" />
                <text x={p.x} y={p.y - 18} textAnchor="middle">{store.name}</text>
              </a>
              <a href={mapLink(store.coordinates, MAP_ZOOM.mobile)} className="locations-map__mobile" target="_blank" rel="noopener">
                <title>{`${store.name}: open in Google Maps (opens in a new tab)`}</title>
                <circle cx={p.x} cy={p.y} r="14" />
                <text x={p.x} y={p.y - 20} textAnchor="middle">{store.name}</text>
              </a>
            </g>
          )
        })}
      </svg>
      <figcaption id="locations-map-caption">Our stores in northern Illinois, the Quad Cities and northwest Indiana. Select a store to open it in Google Maps.</figcaption>
    </figure>
  )
}
