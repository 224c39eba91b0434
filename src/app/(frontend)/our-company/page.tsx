import type { Metadata } from 'next'
import { CmsPage } from '@/components/cms-page'
import { pageMetadata } from '@/data/seo'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('our-company', { path: '/our-company' })
}

/** /our-company (site.md section 2), editable blocks. */
export default function OurCompanyPage() {
  return <CmsPage slug="our-company" />
}
