import type { ReactNode } from 'react'
import statesAtlas from 'us-atlas/states-10m.json'
import type { Store } from '@/domain/stores/types'
import { MAP_ZOOM, mapLink } from '@/domain/stores/map'
import { drawRegionMap, type RegionMap, type StatesTopology } from '@/domain/stores/region-map'
import './locations-map.css'

const WIDTH = 720
const HEIGHT = 360
/** Lake Michigan's name sits in the lake, off Chicago's shore. */
const WATERS = [{ text: 'Lake Michigan', at: [-87.2, 42.25] as const }]

/** The drawing depends only on the stores' places: worked out once per set of stores. */
const drawn = new Map<string, RegionMap>()
function regionMap(stores: Store[]): RegionMap {
  const key = JSON.stringify(stores.map((s) => [s.storeId, s.name, s.coordinates]))
  let map = drawn.get(key)
  if (!map) {
    map = drawRegionMap(statesAtlas as unknown as StatesTopology, stores, {
      width: WIDTH,
      height: HEIGHT,
      padding: { x: 90, y: 80 },
      waters: WATERS,
    })
    if (drawn.size > 8) drawn.clear()
    drawn.set(key, map)
  }
  return map
}

/** A store's Google Maps link, twice: site.md section 9 zooms 16 on phones and 7 on desktops; CSS shows the one that fits. */
function StoreLinks({
  store,
  inPicture = false,
  children,
}: {
  store: Store
  inPicture?: boolean
  children: ReactNode
}) {
  // Pins are for pointers only: the list under the picture carries the same links for the keyboard.
  const focus = inPicture ? { tabIndex: -1 } : {}
  return (
    <>
      <a
        href={mapLink(store.coordinates, MAP_ZOOM.desktop)}
        className="locations-map__desktop"
        target="_blank"
        rel="noopener"
        {...focus}
      >
        {children}
      </a>
      <a
        href={mapLink(store.coordinates, MAP_ZOOM.mobile)}
        className="locations-map__mobile"
        target="_blank"
        rel="noopener"
        {...focus}
      >
        {children}
      </a>
    </>
  )
}

/**
 * The stores on a map of the states around them, drawn on the server as SVG from a packaged
 * public-domain dataset (no tiles, no script, no network; decision 0241). Pins open the store in
 * Google Maps. The picture is hidden from screen readers and the keyboard; the list under it is its
 * equivalent, with the same links.
 */
export function LocationsMap({ stores }: { stores: Store[] }) {
  const map = regionMap(stores)
  const byId = new Map(stores.map((s) => [s.storeId, s]))
  return (
    <figure className="locations-map" aria-labelledby="locations-map-caption">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} aria-hidden="true" focusable="false">
        <rect width={map.width} height={map.height} className="locations-map__water" />
        {map.states.map((s) => (
          <path key={s.id} d={s.d} className="locations-map__state" />
        ))}
        <path d={map.borders} className="locations-map__border" />
        {map.labels.map((l) => (
          <text
            key={l.text}
            x={l.x}
            y={l.y}
            className={`locations-map__label locations-map__label--${l.kind}`}
            textAnchor="middle"
          >
            {l.text}
          </text>
        ))}
        {map.pins.map((p) => {
          const store = byId.get(p.id)
          if (!store) return null
          return (
            <g key={p.id} className="locations-map__pin">
              <StoreLinks store={store} inPicture>
                <circle cx={p.x} cy={p.y} r="9" />
                <text x={p.x} y={p.y - 16} textAnchor="middle">
                  {p.label}
                </text>
              </StoreLinks>
            </g>
          )
        })}
      </svg>
      <figcaption id="locations-map-caption">
        Our stores in northern Illinois, the Quad Cities, northwest Indiana and Michiana. Select a store to open it in
        Google Maps.
      </figcaption>
      <ul className="locations-map__list" aria-label="Stores on the map">
        {stores.map((s) => (
          <li key={s.storeId}>
            <StoreLinks store={s}>
              {s.name}, {s.state}
              <span className="visually-hidden"> on Google Maps (opens in a new tab)</span>
            </StoreLinks>
          </li>
        ))}
      </ul>
    </figure>
  )
}
