import type { VehicleDetail } from '@/data/vehicles'

/** JSON for a <script type="application/ld+json">: '<' escaped so no value can close the script. */
const TRANSMISSION: Record<string, string> = { automatic: 'Automatic', manual: 'Manual' }

/**
 * schema.org ["Product","Car"] with an Offer sold by the AutoDealer (issue 3, vehicle detail page).
 * While the price is locked (site.md section 6) search engines get the car alone: a plain "Car"
 * without an Offer, since an Offer or Product without a price is an error to Google's rich
 * results and the price may not leave the server (decision 0185).
 */
export function vehicleJsonLd(
  v: VehicleDetail,
  ctx: { url: string; siteUrl: string; dealerName: string; dealerPhone: string | null; priceLocked: boolean },
) {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : ctx.siteUrl.replace(/\/+$/, '') + u)
  const store = v.store
  return {
    '@context': 'https://schema.org',
    '@type': ctx.priceLocked ? 'Car' : ['Product', 'Car'],
    name: v.title ?? `${v.year} ${v.make} ${v.model}`,
    url: abs(ctx.url),
    image: v.images.slice(0, 5).map(abs),
    vehicleIdentificationNumber: v.vin,
    sku: v.stockNumber ?? v.vin,
    brand: { '@type': 'Brand', name: v.make },
    manufacturer: v.oem ? { '@type': 'Organization', name: v.oem } : undefined,
    model: v.model,
    vehicleModelDate: String(v.year),
    itemCondition: v.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer:
      v.mileage !== null ? { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'SMI' } : undefined,
    color: v.exteriorColor ?? undefined,
    vehicleInteriorColor: v.interiorColor ?? undefined,
    vehicleTransmission: v.transmission ? (TRANSMISSION[v.transmission] ?? v.transmission) : undefined,
    driveWheelConfiguration: v.drivetrain ?? undefined,
    fuelType: v.fuelType ?? undefined,
    vehicleEngine: v.engine ? { '@type': 'EngineSpecification', name: v.engine } : undefined,
    bodyType: v.bodystyle ?? undefined,
    numberOfDoors: v.doors ?? undefined,
    offers: ctx.priceLocked
      ? undefined
      : {
          '@type': 'Offer',
          url: abs(ctx.url),
          priceCurrency: 'USD',
          price: v.price ?? undefined,
          availability: 'https://schema.org/InStock',
          itemCondition: v.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
          seller: {
            '@type': 'AutoDealer',
            name: store ? `${ctx.dealerName} ${store.name}` : ctx.dealerName,
            telephone: store?.salesPhone ?? ctx.dealerPhone ?? undefined,
            address: store
              ? {
                  '@type': 'PostalAddress',
                  streetAddress: store.addressLine1,
                  addressLocality: store.city,
                  addressRegion: store.state,
                  postalCode: store.zip,
                  addressCountry: 'US',
                }
              : undefined,
          },
        },
  }
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: base + item.url,
    })),
  }
}
