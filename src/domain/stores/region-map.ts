/**
 * The contact page's map drawn from real geography, offline (issue 20; decision 0241): state
 * outlines from the Census Bureau's cartographic boundaries (public domain, packaged as TopoJSON by
 * us-atlas and passed in), projected with d3-geo onto the stores' region, clipped to the picture and
 * written as SVG path data with whole-pixel coordinates so the page stays small. The stores sit at
 * their coordinates. Pure: the same stores and size always give the same drawing.
 */
import { geoConicConformal, geoPath, type GeoProjection } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { Feature, Geometry, MultiPoint } from 'geojson'

export type MapStore = { storeId: string; name: string; coordinates: readonly [number, number] }
export type MapPin = { id: string; label: string; x: number; y: number }
export type MapLabel = { text: string; kind: 'state' | 'water'; x: number; y: number }
export type RegionMap = {
  width: number
  height: number
  /** One filled outline per state that shows in the picture, clipped to it. */
  states: { id: string; name: string; d: string }[]
  /** The borders between states, drawn once. */
  borders: string
  labels: MapLabel[]
  pins: MapPin[]
}

export type RegionMapOptions = {
  width: number
  height: number
  /** Room around the stores, in pixels, so the states around them show too. */
  padding: { x: number; y: number }
  /** Named waters placed at fixed points ([longitude, latitude]), drawn when they fall in the picture. */
  waters?: readonly { text: string; at: readonly [number, number] }[]
}

type StateProps = { name?: string }
export type StatesTopology = Topology<{ states: GeometryCollection<StateProps> }>

/** A state is named when this much of it (square pixels) is in the picture. */
const MIN_LABELLED_AREA = 6000
/** A state's name keeps this far (pixels) from a store's pin and its name. */
const PIN_CLEARANCE = 34
/** Half the width of a label, per letter, at the largest size the page draws it (phones enlarge labels). */
const HALF_LETTER = 8

const round = (n: number) => Math.round(n)

function regionProjection(stores: readonly MapStore[], o: RegionMapOptions): GeoProjection {
  const [lon0, lat0] = stores.length
    ? [
        stores.reduce((s, x) => s + x.coordinates[0], 0) / stores.length,
        stores.reduce((s, x) => s + x.coordinates[1], 0) / stores.length,
      ]
    : [-88, 41.8]
  // A conformal conic centred on the region: shapes look as on a road map of the Midwest.
  const projection = geoConicConformal()
    .parallels([lat0 - 1.5, lat0 + 1.5])
    .rotate([-lon0, 0])
  const points: MultiPoint = {
    type: 'MultiPoint',
    coordinates: stores.map((s) => [s.coordinates[0], s.coordinates[1]]),
  }
  // One store (or none) fits a 2-degree box around it instead of a single point.
  if (stores.length < 2)
    points.coordinates = [
      [lon0 - 1, lat0 - 1],
      [lon0 + 1, lat0 + 1],
    ]
  projection.fitExtent(
    [
      [o.padding.x, o.padding.y],
      [o.width - o.padding.x, o.height - o.padding.y],
    ],
    points,
  )
  return projection.clipExtent([
    [0, 0],
    [o.width, o.height],
  ])
}

/** Moves a label's centre in from the edges so that the whole name shows. */
function inside(x: number, text: string, width: number): number {
  const half = Math.min(text.length * HALF_LETTER + 6, width / 2)
  return Math.min(Math.max(x, half), width - half)
}

function nearPin(x: number, y: number, pins: readonly MapPin[]): boolean {
  // A pin's name sits above it: keep clear of the pin and of the name's line.
  return pins.some(
    (p) => Math.abs(x - p.x) < PIN_CLEARANCE * 2.5 && y > p.y - PIN_CLEARANCE && y < p.y + PIN_CLEARANCE * 0.8,
  )
}

/** Draws the region around `stores` from a states topology (us-atlas states-10m.json). */
export function drawRegionMap(topology: StatesTopology, stores: readonly MapStore[], o: RegionMapOptions): RegionMap {
  const projection = regionProjection(stores, o)
  const path = geoPath(projection).digits(0)
  const pins = stores.map((s) => {
    const [x, y] = projection([s.coordinates[0], s.coordinates[1]]) ?? [o.width / 2, o.height / 2]
    return { id: s.storeId, label: s.name, x: round(x), y: round(y) }
  })
  const collection = feature(topology, topology.objects.states)
  const states: RegionMap['states'] = []
  const labels: MapLabel[] = []
  for (const f of collection.features as Feature<Geometry, StateProps>[]) {
    const d = path(f)
    if (!d) continue
    const name = f.properties?.name ?? String(f.id)
    states.push({ id: String(f.id), name, d })
    if (path.area(f) < MIN_LABELLED_AREA) continue
    const [cx, cy] = path.centroid(f)
    // Off the pins: try the centroid, then points below and above it.
    const spot = [0, 40, -40, 80, -80]
      .map((dy) => [cx, cy + dy] as const)
      .find(([x, y]) => y > 16 && y < o.height - 8 && !nearPin(x, y, pins))
    if (spot) labels.push({ text: name, kind: 'state', x: round(inside(spot[0], name, o.width)), y: round(spot[1]) })
  }
  for (const water of o.waters ?? []) {
    const at = projection([water.at[0], water.at[1]])
    if (at && at[0] > 0 && at[0] < o.width && at[1] > 0 && at[1] < o.height)
      labels.push({ text: water.text, kind: 'water', x: round(at[0]), y: round(at[1]) })
  }
  const borders = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? ''
  return { width: o.width, height: o.height, states, borders, labels, pins }
}
