import { describe, expect, it } from 'vitest'
import { MAP_ZOOM, mapLink, projectStores } from './map'

const stores = [
  { storeId: 'rockford', name: 'Rockford', coordinates: [-89.0287, 42.2669] as [number, number] },
  { storeId: 'moline', name: 'Moline', coordinates: [-90.4862, 41.4797] as [number, number] },
  { storeId: 'merrillville', name: 'Merrillville', coordinates: [-87.3326, 41.4689] as [number, number] },
  { storeId: 'south-bend', name: 'South Bend', coordinates: [-86.3203, 41.6622] as [number, number] },
]

describe('projectStores', () => {
  const points = projectStores(stores, 600, 300)
  const by = Object.fromEntries(points.map((p) => [p.id, p]))

  it('keeps every store inside the box', () => {
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(600)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(300)
    }
  })

  it.each([
    ['Moline is west of Rockford', 'moline', 'rockford', 'x', -1],
    ['South Bend is east of Merrillville', 'south-bend', 'merrillville', 'x', 1],
    ['Rockford is north of Moline (smaller y)', 'rockford', 'moline', 'y', -1],
  ] as const)('%s', (_name, a, b, axis, sign) => {
    expect(Math.sign(by[a][axis] - by[b][axis])).toBe(sign)
  })

  it('handles one store and no stores', () => {
    expect(projectStores([stores[0]], 600, 300)).toEqual([{ id: 'rockford', label: 'Rockford', x: 300, y: 150 }])
    expect(projectStores([], 600, 300)).toEqual([])
  })
})

describe('mapLink', () => {
  it.each([
    [MAP_ZOOM.mobile, 'https://www.google.com/maps/@42.2669,-89.0287,16z'],
    [MAP_ZOOM.desktop, 'https://www.google.com/maps/@42.2669,-89.0287,7z'],
  ])('zoom %s', (zoom, url) => {
    expect(mapLink(stores[0].coordinates, zoom)).toBe(url)
  })
})
