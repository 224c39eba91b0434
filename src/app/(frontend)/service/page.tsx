import type { Metadata } from 'next'
import { CmsPage } from '@/components/cms-page'
import { pageMetadata } from '@/data/seo'
import { RepairJsonLd } from './_components/repair-json-ld'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('service', { path: '/service' })
}

/** /service: hero, popular services, amenities, reviews, FAQs (site.md section 2), editable blocks. */
export default function ServicePage() {
  return (
    <>
      <RepairJsonLd />
      <CmsPage slug="service" />
    </>
  )
}
