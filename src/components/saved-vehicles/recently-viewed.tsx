import { headers } from 'next/headers'
import { getConsentSettings } from '@/data/consent-settings'
import { recentlyViewedSlotScript } from '@/domain/saved-vehicles/recently-viewed-slot'
import { RecentlyViewedList } from './recently-viewed-list.client'
import { requestTranslator } from '@/i18n/server'
import './saved-vehicles.css'

/**
 * "Recently viewed" on the home and search pages (issue 21): the vehicles this browser opened,
 * from local storage (functional consent), drawn after hydration in a place the inline script
 * reserved before the first paint (src/domain/saved-vehicles/recently-viewed-slot.ts), so nothing
 * moves. No data is fetched: the list holds what its links show.
 */
export async function RecentlyViewed() {
  const [nonce, consent, tr] = await Promise.all([
    headers().then((h) => h.get('x-nonce') ?? undefined),
    getConsentSettings(),
    requestTranslator(),
  ])
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-heading">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: recentlyViewedSlotScript(consent.tier) }} />
      <h2 id="recently-viewed-heading">{tr('home.recently-viewed')}</h2>
      <RecentlyViewedList />
    </section>
  )
}
