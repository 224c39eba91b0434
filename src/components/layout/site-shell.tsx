import 'server-only'
import { Suspense } from 'react'
import type React from 'react'
import type { Metadata, Viewport } from 'next'
import Link from 'next/link'
import { getSiteSettings, getDealershipSettings } from '@/data/settings'
import { getMenus } from '@/data/navigation'
import { getStores } from '@/data/locations'
import { getConsentSettings } from '@/data/consent-settings'
import { routes } from '@/config/routes'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { PageLoadingBar } from './page-loading-bar.client'
import { Toaster } from '@/components/toast/toaster.client'
import { StorePicker } from '@/components/store-picker/store-picker.client'
import { ConsentModeScript } from '@/components/consent/consent-mode-script'
import { EarlyTapScript } from './early-tap-script'
import { ConsentManager } from '@/components/consent/consent-manager.client'
import { Popups } from '@/components/popups/popups'
import { ExperimentsClient, WhenPublicSetting } from '@/components/experiments/experiments-client.client'
import type { PublicConfig } from '@/domain/experiments'
import { RoutePreloadLimit } from '@/components/layout/route-preload-limit.client'
import {
  AdsCapture,
  ChatWidget,
  ClickToCall,
  PageViewTracker,
  SearchSuggestions,
  TrackerLoader,
  VersionCheck,
  VitalsCollector,
} from './deferred-shell-parts.client'
import { getActiveExperiments } from '@/data/experiments'
import { preloadPopups } from '@/data/popups'
import { currentBuildId } from '@/services/version/build-id'
import { telHref } from '@/domain/phone/phone-links'

/** 'default' or 'minimal' (visitor-layer.md section 2: "Layouts are default and minimal"). */
export type LayoutName = 'default' | 'minimal'

export async function rootMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  return {
    metadataBase: new URL(site.siteUrl),
    // Title template: page title, separator, site name (visitor-layer.md section 2, "Page metadata").
    title: { default: site.siteName, template: `%s | ${site.siteName}` },
    description: site.description,
    openGraph: { type: 'website', locale: site.locale, siteName: site.siteName, description: site.description },
    twitter: site.twitterHandle ? { card: 'summary_large_image', site: site.twitterHandle } : undefined,
    robots: { index: true, follow: true, 'max-image-preview': 'large', 'max-snippet': -1, 'max-video-preview': -1 },
    // Static files in public/ (decision 0237): browsers, home screens and the web app manifest.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
    manifest: '/manifest.webmanifest',
  }
}

export const rootViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f172a' }

/**
 * The root shell of every public page (visitor-layer.md section 2, "Root shell"): the layout,
 * then the cookie banner, toasts and tracking; the page loading bar. The default layout has the
 * site header with the menus and the footer. The minimal layout (questionnaire steps, site.md
 * section 2) keeps the visitor on the task: logo, phone and a short legal line only
 * (decision 0042). Each route group's root layout renders this with its layout name.
 */
export async function SiteShell({ layout, children }: { layout: LayoutName; children: React.ReactNode }) {
  // The popups render last; their reads start now, beside the shell's own (issue 18, decision 0230).
  preloadPopups()
  const [site, dealership, menus, stores, consent, experiments] = await Promise.all([
    getSiteSettings(),
    getDealershipSettings(),
    getMenus(),
    getStores(),
    getConsentSettings(),
    getActiveExperiments(),
  ])
  // Store picker (issue 4): the list is public and cached; the choice is read in the browser.
  const pickerStores = stores.map((s) => ({
    storeId: s.storeId,
    name: s.name,
    city: s.city,
    state: s.state,
    phone: s.salesPhone,
    coordinates: s.coordinates,
    isDefault: s.isDefault,
  }))
  const phone = dealership.phone
  // The public settings an experiment variant may change in the browser (decision 0105).
  const publicConfig: PublicConfig = { accentColor: site.accentColor, chatEnabled: true }
  return (
    <html lang="en">
      <body style={{ ['--accent' as string]: site.accentColor }} data-site-layout={layout}>
        {/* Consent Mode defaults before any tag; banner and trackers (visitor-layer.md sections 2, 4, 7). */}
        <ConsentModeScript />
        {/* A tap on the banner, a heart or Compare before the scripts ran is held, not lost (decision 0296). */}
        <EarlyTapScript />
        <Suspense fallback={null}>
          <PageLoadingBar />
        </Suspense>
        {layout === 'default' ? (
          <SiteHeader
            siteName={site.siteName}
            phone={phone}
            menu={menus.header}
            storePicker={<StorePicker stores={pickerStores} fallbackPhone={phone} />}
          />
        ) : (
          <header className="minimal-header">
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <div className="minimal-header__inner">
              <Link href="/" className="site-header__brand">
                {site.siteName}
              </Link>
              {phone ? (
                <a className="minimal-header__phone" href={telHref(phone) ?? undefined}>
                  {phone}
                </a>
              ) : null}
            </div>
          </header>
        )}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {layout === 'default' ? (
          <SiteFooter siteName={site.siteName} menu={menus.footer} lineMenu={menus.line} />
        ) : (
          <footer className="minimal-footer">
            <p>
              © {new Date().getFullYear()} {site.siteName} · <Link href={routes.privacyPolicy}>Privacy Policy</Link> ·{' '}
              <a href="#cookie-settings">Cookie settings</a>
            </p>
          </footer>
        )}
        <Toaster />
        <ConsentManager config={consent} />
        {/* Popups and floating side buttons (issue 8), after the consent manager so consent is known first. */}
        <Suspense fallback={null}>
          <Popups />
        </Suspense>
        {layout === 'default' ? <SearchSuggestions /> : null}
        <TrackerLoader ids={site.trackers} />
        {/* Real-user Core Web Vitals after analytics consent (issue 40). */}
        <VitalsCollector />
        <AdsCapture cookieNames={site.adsCookieNames} />
        <ClickToCall />
        {/* Issue 8: PageView (not on cars-direct-page), the chat widget after consent, experiments, version check. */}
        <Suspense fallback={null}>
          <PageViewTracker />
        </Suspense>
        <WhenPublicSetting setting="chatEnabled" config={publicConfig}>
          <ChatWidget scriptUrl={site.chatScriptUrl} />
        </WhenPublicSetting>
        <ExperimentsClient count={experiments.length} config={publicConfig} />
        {/* Route preloading: at most 5 in parallel (visitor-layer.md section 9; decision 0106). */}
        <RoutePreloadLimit />
        <Suspense fallback={null}>
          <VersionCheck buildId={currentBuildId()} />
        </Suspense>
      </body>
    </html>
  )
}
