import type { Metadata } from 'next'
import { OfferDetail, offerMetadata } from '../../_components/offer-detail'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata('sales', (await params).id)
}

/** /special-offers/sales/{id} (site.md section 2): one running sales offer. */
export default async function Page({ params }: Props) {
  return <OfferDetail type="sales" rawId={(await params).id} />
}
