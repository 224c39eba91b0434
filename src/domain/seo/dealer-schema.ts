/**
 * schema.org AutoDealer JSON-LD for each store on the contact page (issue 5), with its sales
 * opening hours (decimal hours, the fraction converted to minutes: visitor-layer.md section 3).
 */
import type { Store } from '../stores/types'
import { openingHoursSpecification } from './repair-schema'

export function autoDealerJsonLd(store: Store, brand: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: `${brand} ${store.name}`,
    url,
    telephone: store.salesPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [store.addressLine1, store.addressLine2].filter(Boolean).join(', '),
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.zip,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.coordinates[1], longitude: store.coordinates[0] },
    openingHoursSpecification: openingHoursSpecification(store.salesHours),
  }
}
