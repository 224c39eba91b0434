import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { OffersPage } from './_components/offers-page'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('special-offers', { path: '/special-offers' })
}

/** /special-offers (site.md section 2, "Offers"). */
export default function Page() {
  return <OffersPage title="Special Offers" />
}
