import { describe, expect, it } from 'vitest'
import { webPageJsonLd } from './web-page'

describe('webPageJsonLd', () => {
  it.each([
    [
      'an English vehicle page',
      'ItemPage',
      { path: '/vehicle/2021-honda-civic-1HGX', name: '2021 Honda Civic for sale', locale: 'en' },
      { url: 'https://cars.example/vehicle/2021-honda-civic-1HGX', inLanguage: 'en-US' },
    ],
    [
      'a Spanish search page, its address under /es',
      'CollectionPage',
      { path: '/cars-for-sale/suvs', name: 'SUVs en venta', locale: 'es' },
      { url: 'https://cars.example/es/cars-for-sale/suvs', inLanguage: 'es-US' },
    ],
  ] as const)('%s', (_name, type, page, expected) =>
    expect(webPageJsonLd(type, page, 'https://cars.example/')).toEqual({
      '@context': 'https://schema.org',
      '@type': type,
      name: page.name,
      ...expected,
    }),
  )
})
