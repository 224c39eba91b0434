import { describe, expect, it } from 'vitest'
import { openingHoursSpecification, repairBusinessJsonLd } from './repair-schema'
import type { Store } from '../stores/types'
import { WEEKDAY_NAMES } from '../stores/clock'

const store: Store = {
  id: 1,
  storeId: 'moline',
  name: 'Moline',
  subname: null,
  addressLine1: '1 River Dr',
  addressLine2: null,
  city: 'Moline',
  state: 'IL',
  zip: '61265',
  coordinates: [-90.4862, 41.4797],
  googleMapsLink: null,
  inventoryLink: null,
  salesPhone: '(309) 555-0162',
  servicePhone: '(309) 555-0163',
  isDefault: false,
  note: null,
  timeZone: 'central',
  salesHours: [],
  serviceHours: [
    { weekday: 0, open: null, close: null, closed: true },
    { weekday: 1, open: 7.5, close: 18, closed: false },
    { weekday: 6, open: 8, close: 12.25, closed: false },
    { weekday: 5, open: 8.999, close: 17.9999, closed: false },
  ],
}

describe('repair business JSON-LD', () => {
  it('uses the spec price range and US address', () => {
    const ld = repairBusinessJsonLd(store, 'Midwest Motor Group', 'https://x.test/service')
    expect(ld.priceRange).toBe('$-$$')
    expect(ld.address.addressCountry).toBe('US')
    expect(ld.telephone).toBe('(309) 555-0163')
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 41.4797, longitude: -90.4862 })
  })
  it.each([
    [1, '07:30', '18:00'],
    [6, '08:00', '12:15'],
    [5, '09:00', '18:00'], // a fraction that rounds up is the next hour, never "08:60"
  ])('weekday %i opens %s closes %s; closed days are left out', (weekday, opens, closes) => {
    const spec = openingHoursSpecification(store.serviceHours)
    expect(spec).toHaveLength(3)
    expect(spec.find((s) => s.dayOfWeek.endsWith(WEEKDAY_NAMES[weekday]))).toMatchObject({ opens, closes })
  })
})
