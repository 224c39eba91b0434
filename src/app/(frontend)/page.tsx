import type { Metadata } from 'next'
import { CmsPage } from '@/components/cms-page'
import { pageMetadata } from '@/data/seo'
import { RecentlyViewed } from '@/components/saved-vehicles/recently-viewed'

// Offers appear and expire on their dates, so the page is rendered per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home', { path: '/' })
}

/** Home (site.md section 2, "/"): blocks marketing arranges in the admin (Pages, slug "home"), then the visitor's recently viewed vehicles (issue 21). */
export default function HomePage() {
  return (
    <>
      <CmsPage slug="home" />
      <RecentlyViewed />
    </>
  )
}
