/**
 * schema.org JSON-LD for a store's service department (visitor-layer.md section 9: "The parts-store
 * and repair business schema price range is '$-$$'"; country US). Opening hours from the store's
 * service hours: decimal hours, fraction converted to minutes (section 3).
 */
import { clock24, decimalHourMinutes, WEEKDAY_NAMES } from '../stores/clock'
import type { Store, WorkingHours } from '../stores/types'

export const REPAIR_PRICE_RANGE = '$-$$'
const hhmm = (decimal: number) => clock24(decimalHourMinutes(decimal))

export function openingHoursSpecification(hours: WorkingHours) {
  return hours
    .filter((h) => !h.closed && h.open !== null && h.close !== null && WEEKDAY_NAMES[h.weekday])
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[h.weekday]}`,
      opens: hhmm(h.open as number),
      closes: hhmm(h.close as number),
    }))
}

/** A store's schema.org address (country US, site.md section 1). */
export function postalAddress(store: Store) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [store.addressLine1, store.addressLine2].filter(Boolean).join(', '),
    addressLocality: store.city,
    addressRegion: store.state,
    postalCode: store.zip,
    addressCountry: 'US',
  }
}

/** Coordinates are stored [longitude, latitude] (site.md section 3). */
export function geoCoordinates(store: Store) {
  return { '@type': 'GeoCoordinates', latitude: store.coordinates[1], longitude: store.coordinates[0] }
}

export function repairBusinessJsonLd(store: Store, brand: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': ['AutoRepair', 'AutoPartsStore'],
    name: `${brand} ${store.name} Service`,
    url,
    telephone: store.servicePhone ?? store.salesPhone,
    priceRange: REPAIR_PRICE_RANGE,
    address: postalAddress(store),
    geo: geoCoordinates(store),
    openingHoursSpecification: openingHoursSpecification(store.serviceHours),
  }
}
