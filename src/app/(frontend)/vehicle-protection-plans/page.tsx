import type { Metadata } from 'next'
import { CmsPage } from '@/components/cms-page'
import { pageMetadata } from '@/data/seo'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('vehicle-protection-plans', { path: '/vehicle-protection-plans' })
}

/** /vehicle-protection-plans: warranty information (site.md section 2), editable blocks. */
export default function VehicleProtectionPlansPage() {
  return <CmsPage slug="vehicle-protection-plans" />
}
