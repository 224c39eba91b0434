import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { getSiteSettings, getDealershipSettings } from '@/data/settings'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { getMenus } from '@/data/navigation'
import { getStores } from '@/data/locations'
import { Toaster } from '@/components/toast/toaster.client'
import { StorePicker } from '@/components/store-picker/store-picker.client'
import { getConsentSettings } from '@/data/consent-settings'
import { ConsentModeScript } from '@/components/consent/consent-mode-script'
import { ConsentManager } from '@/components/consent/consent-manager.client'
import { TrackerLoader } from '@/components/consent/tracker-loader.client'
import { AdsCapture } from '@/components/consent/ads-capture.client'
import { ClickToCall } from '@/components/consent/click-to-call.client'
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
  const [site, dealership, menus, stores, consent] = await Promise.all([getSiteSettings(), getDealershipSettings(), getMenus(), getStores(), getConsentSettings()])
  // Store picker (issue 4): the list is public and cached; the choice is read in the browser.
  const pickerStores = stores.map((s) => ({ storeId: s.storeId, name: s.name, city: s.city, state: s.state, phone: s.salesPhone, coordinates: s.coordinates, isDefault: s.isDefault }))
  return (
    <html lang="en">
      <body style={{ ['--accent' as string]: site.accentColor }}>
        {/* Consent Mode defaults before any tag; banner and trackers (visitor-layer.md sections 2, 4, 7). */}
        <ConsentModeScript />
        <SiteHeader siteName={site.siteName} phone={dealership.phone} menu={menus.header} storePicker={<StorePicker stores={pickerStores} fallbackPhone={dealership.phone} />} />
        <main id="main" tabIndex={-1}>{children}</main>
        <SiteFooter siteName={site.siteName} menu={menus.footer} lineMenu={menus.line} />
        <Toaster />
        <ConsentManager config={consent} />
        <TrackerLoader ids={site.trackers} tier={consent.tier} />
        <AdsCapture />
        <ClickToCall />
      </body>
    </html>
  )
}
