import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { OffersPage } from '../_components/offers-page'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('special-offers/service', { path: '/special-offers/service' })
}

/** /special-offers/service (site.md section 2, "Offers"). */
export default function Page() {
  return <OffersPage title="Service Specials" type="service" />
}
