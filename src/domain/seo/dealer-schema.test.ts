import { describe, expect, it } from 'vitest'
import { autoDealerJsonLd } from './dealer-schema'
import type { Store } from '../stores/types'

const store: Store = {
  id: 1,
  storeId: 'moline',
  name: 'Moline',
  subname: 'Quad Cities',
  addressLine1: '3900 John Deere Rd',
  addressLine2: null,
  city: 'Moline',
  state: 'IL',
  zip: '61265',
  coordinates: [-90.4862, 41.4797],
  googleMapsLink: null,
  inventoryLink: null,
  salesPhone: '(309) 555-0162',
  servicePhone: null,
  isDefault: false,
  note: null,
  timeZone: 'central',
  salesHours: [
    { weekday: 0, open: null, close: null, closed: true },
    { weekday: 1, open: 9, close: 18.5, closed: false },
    { weekday: 6, open: 9, close: 16, closed: false },
  ],
  serviceHours: [],
}

describe('autoDealerJsonLd', () => {
  it('describes the store as an AutoDealer with its sales hours', () => {
    const ld = autoDealerJsonLd(store, 'Midwest Motor Group', 'https://example.com/contact-us')
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Midwest Motor Group Moline',
      telephone: '(309) 555-0162',
      geo: { latitude: 41.4797, longitude: -90.4862 },
    })
    expect(ld.address).toMatchObject({ addressLocality: 'Moline', addressRegion: 'IL', postalCode: '61265' })
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '16:00',
      },
    ])
  })
})
