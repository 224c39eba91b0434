import { describe, expect, it } from 'vitest'
import { distanceKm, nearestFirst } from './nearest'

const stores = [
  { id: 'rockford', coordinates: [-89.094, 42.2711] as [number, number] },
  { id: 'moline', coordinates: [-90.5151, 41.5067] as [number, number] },
  { id: 'merrillville', coordinates: [-87.3328, 41.4828] as [number, number] },
]

describe('nearestFirst (store picker)', () => {
  it('orders by great-circle distance', () => {
    expect(nearestFirst(stores, { lat: 41.52, lon: -90.57 }).map((s) => s.id)).toEqual([
      'moline',
      'rockford',
      'merrillville',
    ])
    expect(nearestFirst(stores, { lat: 41.6, lon: -87.3 }).map((s) => s.id)).toEqual([
      'merrillville',
      'rockford',
      'moline',
    ])
  })
  it('keeps the given order when the location is unknown (false)', () => {
    expect(nearestFirst(stores, false).map((s) => s.id)).toEqual(['rockford', 'moline', 'merrillville'])
  })
  it('measures Rockford to Moline as more than 130 km', () => {
    expect(Math.round(distanceKm({ lat: 42.2711, lon: -89.094 }, { lat: 41.5067, lon: -90.5151 }))).toBeGreaterThan(130)
  })
})
