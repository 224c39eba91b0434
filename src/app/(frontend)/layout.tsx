import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { getSiteSettings, getDealershipSettings } from '@/data/settings'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { getMenus } from '@/data/navigation'
import { getStores } from '@/data/locations'
import { Toaster } from '@/components/toast/toaster.client'
import { StorePicker } from '@/components/store-picker/store-picker.client'
import './styles/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  return {
    metadataBase: new URL(site.siteUrl),
    // Title template: page title, separator, site name (visitor-layer.md section 2, "Page metadata").
    title: { default: site.siteName, template: `%s | ${site.siteName}` },
    description: site.description,
    openGraph: { type: 'website', locale: site.locale, siteName: site.siteName, description: site.description },
    twitter: site.twitterHandle ? { card: 'summary_large_image', site: site.twitterHandle } : undefined,
    robots: { index: true, follow: true, 'max-image-preview': 'large', 'max-snippet': -1, 'max-video-preview': -1 },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f172a' }

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const [site, dealership, menus, stores] = await Promise.all([getSiteSettings(), getDealershipSettings(), getMenus(), getStores()])
  // Store picker (issue 4): the list is public and cached; the choice is read in the browser.
  const pickerStores = stores.map((s) => ({ storeId: s.storeId, name: s.name, city: s.city, state: s.state, phone: s.salesPhone, coordinates: s.coordinates, isDefault: s.isDefault }))
  return (
    <html lang="en">
      <body style={{ ['--accent' as string]: site.accentColor }}>
        <SiteHeader siteName={site.siteName} phone={dealership.phone} menu={menus.header} storePicker={<StorePicker stores={pickerStores} fallbackPhone={dealership.phone} />} />
        <main id="main" tabIndex={-1}>{children}</main>
        <SiteFooter siteName={site.siteName} menu={menus.footer} lineMenu={menus.line} />
        <Toaster />
      </body>
    </html>
  )
}
