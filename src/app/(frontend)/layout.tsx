import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { getSiteSettings, getDealershipSettings } from '@/data/settings'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
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
  const [site, dealership] = await Promise.all([getSiteSettings(), getDealershipSettings()])
  return (
    <html lang="en">
      <body style={{ ['--accent' as string]: site.accentColor }}>
        <SiteHeader siteName={site.siteName} phone={dealership.phone} />
        <main id="main" tabIndex={-1}>{children}</main>
        <SiteFooter siteName={site.siteName} />
      </body>
    </html>
  )
}
