import { describe, expect, it } from 'vitest'
import atlas from 'us-atlas/states-10m.json'
import { drawRegionMap, type MapStore, type StatesTopology } from './region-map'

const topology = atlas as unknown as StatesTopology
const stores: MapStore[] = [
  { storeId: 'rockford', name: 'Rockford', coordinates: [-89.0287, 42.2669] },
  { storeId: 'moline', name: 'Moline', coordinates: [-90.4862, 41.4797] },
  { storeId: 'merrillville', name: 'Merrillville', coordinates: [-87.3326, 41.4689] },
  { storeId: 'south-bend', name: 'South Bend', coordinates: [-86.3203, 41.6622] },
]
const options = {
  width: 720,
  height: 360,
  padding: { x: 90, y: 80 },
  waters: [{ text: 'Lake Michigan', at: [-87.2, 42.25] as const }],
}
const map = drawRegionMap(topology, stores, options)
const pin = Object.fromEntries(map.pins.map((p) => [p.id, p]))

describe('the contact page map drawn from state outlines (issue 20)', () => {
  it("draws the stores' states and their neighbours, nothing far away", () => {
    expect(map.states.map((s) => s.name).sort()).toEqual(['Illinois', 'Indiana', 'Iowa', 'Michigan', 'Wisconsin'])
  })

  it.each([
    ['Moline is west of Rockford', 'moline', 'rockford', 'x', -1],
    ['South Bend is east of Merrillville', 'south-bend', 'merrillville', 'x', 1],
    ['Rockford is north of Moline (smaller y)', 'rockford', 'moline', 'y', -1],
    ['Merrillville is south of South Bend', 'merrillville', 'south-bend', 'y', 1],
  ] as const)('%s', (_name, a, b, axis, sign) => {
    expect(Math.sign(pin[a][axis] - pin[b][axis])).toBe(sign)
  })

  it('keeps the stores inside the padding and names each pin', () => {
    for (const p of map.pins) {
      expect(p.x).toBeGreaterThanOrEqual(options.padding.x - 1)
      expect(p.x).toBeLessThanOrEqual(options.width - options.padding.x + 1)
      expect(p.y).toBeGreaterThanOrEqual(options.padding.y - 1)
      expect(p.y).toBeLessThanOrEqual(options.height - options.padding.y + 1)
    }
    expect(map.pins.map((p) => p.label)).toEqual(['Rockford', 'Moline', 'Merrillville', 'South Bend'])
  })

  it('puts Moline on the Mississippi, the Iowa border: Iowa is drawn west of it', () => {
    const iowa = map.labels.find((l) => l.text === 'Iowa')!
    expect(iowa.x).toBeLessThan(pin.moline.x)
  })

  it('names the states it shows and Lake Michigan, inside the picture and clear of the pins', () => {
    expect(map.labels.map((l) => `${l.kind}:${l.text}`).sort()).toEqual([
      'state:Illinois',
      'state:Indiana',
      'state:Iowa',
      'state:Michigan',
      'state:Wisconsin',
      'water:Lake Michigan',
    ])
    for (const l of map.labels.filter((x) => x.kind === 'state')) {
      expect(l.x - l.text.length * 8, l.text).toBeGreaterThanOrEqual(0)
      expect(l.x + l.text.length * 8, l.text).toBeLessThanOrEqual(options.width)
      for (const p of map.pins) expect(Math.hypot(l.x - p.x, l.y - p.y), `${l.text} / ${p.label}`).toBeGreaterThan(30)
    }
  })

  it('writes whole-pixel path data, a few kilobytes in all', () => {
    const all = [...map.states.map((s) => s.d), map.borders]
    for (const d of all) expect(d).toMatch(/^[MLZ\d,-]+$/)
    expect(all.join('').length).toBeLessThan(4000)
  })

  it('draws the same picture for the same stores, and a region around a single store', () => {
    expect(drawRegionMap(topology, stores, options)).toEqual(map)
    const one = drawRegionMap(topology, [stores[0]], options)
    // The store in the middle of the picture (a pixel off: a conic projection bends the box around it).
    expect(one.pins).toHaveLength(1)
    expect(Math.abs(one.pins[0].x - 360)).toBeLessThanOrEqual(2)
    expect(Math.abs(one.pins[0].y - 180)).toBeLessThanOrEqual(2)
    expect(one.states.map((s) => s.name)).toContain('Illinois')
  })
})
