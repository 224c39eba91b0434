import type { Metadata } from 'next'
import { SAVED_PATH } from '@/domain/saved-vehicles/paths'
import { SavedList } from './_components/saved-list.client'
import '@/components/saved-vehicles/saved-vehicles.css'
import '../_inventory/inventory.css'
import { localeAlternates, requestLocale } from '@/i18n/server'
import { shopperTexts } from '@/i18n/shopper-texts'
import { ShopperTextsProvider } from '@/components/saved-vehicles/shopper-texts.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

/** Each visitor's own list, kept in their browser: nothing here for a search engine (decision 0265). */
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Saved Vehicles',
    description: 'The vehicles you saved in this browser, with their current price and status.',
    alternates: await localeAlternates(SAVED_PATH),
    robots: { index: false, follow: true },
  }
}

/**
 * /saved (issue 21): the vehicles this browser saved, with their price and status now. The page the
 * server renders is the same for everyone (it is cached: docs/architecture.md, "Serving and caching"); the list is read from
 * local storage after hydration and its vehicles from GET /api/saved-vehicles.
 */
export default async function SavedPage() {
  return (
    <section className="section saved-page" aria-labelledby="saved-heading">
      <h1 id="saved-heading">Saved vehicles</h1>
      <ShopperTextsProvider texts={shopperTexts(await requestLocale())}>
        <SavedList />
      </ShopperTextsProvider>
    </section>
  )
}
