import { getStores } from '@/data/locations'
import { getSiteSettings } from '@/data/settings'
import { repairBusinessJsonLd } from '@/domain/seo'

/** One AutoRepair/AutoPartsStore JSON-LD per store on /service (visitor-layer.md section 9). */
export async function RepairJsonLd() {
  const [stores, site] = await Promise.all([getStores(), getSiteSettings()])
  const url = `${site.siteUrl.replace(/\/+$/, '')}/service`
  const data = stores.map((s) => repairBusinessJsonLd(s, site.siteName, url))
  // '<' is escaped so store text can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
