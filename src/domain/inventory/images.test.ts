import { describe, expect, it } from 'vitest'
import { vehicleImages } from './images'

const src = {
  previewImage: '/p.webp',
  imageCustomBg: '/c.webp',
  additionalImages: ['/a1.webp', '/p.webp', ''],
  evoxImages: ['/e1.webp'],
}

describe('vehicleImages (site.md section 3 image priority)', () => {
  it.each([
    ['used', 'search', ['/p.webp', '/c.webp', '/a1.webp', '/e1.webp']],
    ['used', 'detail', ['/a1.webp', '/p.webp', '/c.webp', '/e1.webp']],
    ['certified', 'search', ['/p.webp', '/c.webp', '/a1.webp', '/e1.webp']],
    ['new', 'search', ['/c.webp', '/e1.webp', '/p.webp', '/a1.webp']],
    ['new', 'detail', ['/e1.webp', '/c.webp', '/p.webp', '/a1.webp']],
  ] as const)('%s on %s', (condition, context, expected) => {
    expect(vehicleImages(condition, context, src)).toEqual(expected)
  })

  it('gives an empty list when there is no photo', () => {
    expect(vehicleImages('used', 'search', {})).toEqual([])
  })
})
