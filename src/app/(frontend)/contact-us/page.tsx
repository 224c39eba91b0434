import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { getSelectedStore } from '@/data/selected-store'
import { StoreCard } from '@/components/store-card'
import { ContactForm } from '@/components/forms/contact-form.client'
import { HoursList } from '@/components/hours-list'
import { LocationsMap } from '@/components/locations-map'
import { getSiteSettings } from '@/data/settings'
import { autoDealerJsonLd } from '@/domain/seo'
import { JsonLd } from '@/components/json-ld'
import { contactVehicle } from '@/data/inventory/contact-vehicle'
import { requestLocale } from '@/i18n/server'
import { contactTexts } from '@/i18n/form-texts'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('contact-us', { path: '/contact-us' })
}

/**
 * Contact (site.md section 2): the message form with the inquiry types, sales and service hours
 * of the visitor's store, the map, the four location cards and each store's AutoDealer JSON-LD.
 * Heading and introduction are marketing's (issue 20). ?vin=… (a vehicle page's "send us a
 * message") puts that vehicle on the form.
 */
export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const [{ store, stores }, site, { copy, draft }, vehicle] = await Promise.all([
    getSelectedStore(),
    getSiteSettings(),
    getPageCopy('contact-copy'),
    searchParams.then((query) => contactVehicle(query.vin)),
  ])
  const url = `${site.siteUrl.replace(/\/+$/, '')}/contact-us`
  return (
    <>
      {draft ? <LivePreviewRefresh /> : null}
      <section className="section" aria-labelledby="contact-heading">
        <h1 id="contact-heading">{copy.heading}</h1>
        <p>{copy.intro}</p>
        <ContactForm vehicle={vehicle} texts={contactTexts(await requestLocale())} />
      </section>
      {store ? (
        <section className="section" aria-labelledby="hours-heading">
          <h2 id="hours-heading">Hours at {store.name}</h2>
          <div className="store-grid">
            <HoursList title="Sales hours" hours={store.salesHours} testId="contact-sales-hours" />
            <HoursList title="Service hours" hours={store.serviceHours} testId="contact-service-hours" />
          </div>
        </section>
      ) : null}
      <section className="section" aria-labelledby="locations-heading">
        <h2 id="locations-heading">Our locations</h2>
        <LocationsMap stores={stores} />
        <div className="store-grid">
          {stores.map((s) => (
            <StoreCard key={s.storeId} store={s} />
          ))}
        </div>
      </section>
      {/* Each store as an AutoDealer with its opening hours (issue 5). */}
      <JsonLd data={stores.map((s) => autoDealerJsonLd(s, site.siteName, url))} />
    </>
  )
}
