import type { Metadata } from 'next'
import { OfferDetail, offerMetadata } from '../../_components/offer-detail'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata('service', (await params).id)
}

/** /special-offers/service/{id} (site.md section 2): one running service offer. */
export default async function Page({ params }: Props) {
  return <OfferDetail type="service" rawId={(await params).id} />
}
