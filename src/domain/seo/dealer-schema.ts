/**
 * schema.org AutoDealer JSON-LD for each store on the contact page (issue 5), with its sales
 * opening hours (decimal hours, the fraction converted to minutes: visitor-layer.md section 3).
 */
import type { Store } from '../stores/types'
import { geoCoordinates, openingHoursSpecification, postalAddress } from './repair-schema'

export function autoDealerJsonLd(store: Store, brand: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: `${brand} ${store.name}`,
    url,
    telephone: store.salesPhone,
    address: postalAddress(store),
    geo: geoCoordinates(store),
    openingHoursSpecification: openingHoursSpecification(store.salesHours),
  }
}
