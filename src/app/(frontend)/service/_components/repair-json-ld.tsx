import { getStores } from '@/data/locations'
import { getSiteSettings } from '@/data/settings'
import { repairBusinessJsonLd } from '@/domain/seo'
import { JsonLd } from '@/components/json-ld'

/** One AutoRepair/AutoPartsStore JSON-LD per store on /service (visitor-layer.md section 9). */
export async function RepairJsonLd() {
  const [stores, site] = await Promise.all([getStores(), getSiteSettings()])
  const url = `${site.siteUrl.replace(/\/+$/, '')}/service`
  const data = stores.map((s) => repairBusinessJsonLd(s, site.siteName, url))
  return <JsonLd data={data} />
}
