import { describe, expect, it } from 'vitest'
import { MAP_ZOOM, mapLink } from './map'

describe('mapLink', () => {
  it.each([
    [MAP_ZOOM.mobile, 'https://www.google.com/maps/@42.2669,-89.0287,16z'],
    [MAP_ZOOM.desktop, 'https://www.google.com/maps/@42.2669,-89.0287,7z'],
  ])('zoom %s', (zoom, url) => {
    expect(mapLink([-89.0287, 42.2669], zoom)).toBe(url)
  })
})
