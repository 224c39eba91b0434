import 'server-only'
import { Suspense } from 'react'
import type React from 'react'
import type { Metadata, Viewport } from 'next'
import { getSiteSettings, getDealershipSettings } from '@/data/settings'
import { getMenus } from '@/data/navigation'
import { getStores } from '@/data/locations'
import { getConsentSettings } from '@/data/consent-settings'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { MinimalFooter, MinimalHeader } from './minimal-chrome'
import { PageLoadingBar } from './page-loading-bar.client'
import { Toaster } from '@/components/toast/toaster.client'
import { StorePicker } from '@/components/store-picker/store-picker.client'
import { ConsentModeScript } from '@/components/consent/consent-mode-script'
import { EarlyTapScript } from './early-tap-script'
import { ConsentManager } from '@/components/consent/consent-manager.client'
import { Popups } from '@/components/popups/popups'
import { ExperimentsClient } from '@/components/experiments/experiments-client.client'
import type { PublicConfig } from '@/domain/experiments'
import { RoutePreloadLimit } from '@/components/layout/route-preload-limit.client'
import { ShellExtras } from './deferred-shell-parts.client'
import { getActiveExperiments } from '@/data/experiments'
import { preloadPopups } from '@/data/popups'
import { currentBuildId } from '@/services/version/build-id'
import { requestLocale, requestPath } from '@/i18n/server'
import { translator } from '@/i18n/translate'
import { languageAlternates, OPEN_GRAPH_LOCALE } from '@/domain/i18n/alternates'
import { localizedPath, type Locale } from '@/domain/i18n/locale-path'
import { LanguageSwitcher } from '@/components/i18n/language-switcher.client'
import { LanguageNote } from '@/components/i18n/language-note.client'

/** 'default' or 'minimal' (visitor-layer.md section 2: "Layouts are default and minimal"). */
export type LayoutName = 'default' | 'minimal'

export async function rootMetadata(): Promise<Metadata> {
  const [site, locale, path] = await Promise.all([getSiteSettings(), requestLocale(), requestPath()])
  return {
    metadataBase: new URL(site.siteUrl),
    // Title template: page title, separator, site name (visitor-layer.md section 2, "Page metadata").
    title: { default: site.siteName, template: `%s | ${site.siteName}` },
    description: site.description,
    openGraph: {
      type: 'website',
      locale: locale === 'en' ? site.locale : OPEN_GRAPH_LOCALE[locale],
      siteName: site.siteName,
      description: site.description,
    },
    // A page that names no canonical of its own gets its path's, and every page its language
    // alternates (issue 39); a page's own `alternates` replaces these (src/i18n/server.ts).
    alternates: path ? languageAlternates(path, locale) : undefined,
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
  const [site, dealership, menus, stores, consent, experiments, locale, path] = await Promise.all([
    getSiteSettings(),
    getDealershipSettings(),
    getMenus(),
    getStores(),
    getConsentSettings(),
    getActiveExperiments(),
    requestLocale(),
    requestPath(),
  ])
  // The shell's words in the page's language (issue 39); editor content (menus) as the editors wrote it.
  const tr = translator(locale)
  const other: Locale = locale === 'en' ? 'es' : 'en'
  const switcher = (className: string) => (
    <LanguageSwitcher
      target={other}
      name={tr(`language.name.${other}`)}
      href={localizedPath(path ?? '/', other)}
      className={className}
    />
  )
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
    <html lang={locale}>
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
            locale={locale}
            tr={tr}
            languageSwitcher={switcher('site-nav__language-link')}
            storePicker={
              <StorePicker
                stores={pickerStores}
                fallbackPhone={phone}
                texts={{
                  current: tr('store-picker.current'),
                  none: tr('store-picker.none'),
                  locating: tr('store-picker.locating'),
                  choose: tr('store-picker.choose'),
                }}
              />
            }
          />
        ) : (
          <MinimalHeader siteName={site.siteName} phone={phone} locale={locale} tr={tr} />
        )}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {layout === 'default' ? (
          <SiteFooter
            siteName={site.siteName}
            menu={menus.footer}
            lineMenu={menus.line}
            locale={locale}
            tr={tr}
            languageSwitcher={switcher('site-footer__language')}
          />
        ) : (
          <MinimalFooter siteName={site.siteName} locale={locale} tr={tr} />
        )}
        <Toaster />
        <ConsentManager config={consent} pageLang={locale} />
        {/* On an English page, a reader of Spanish is offered the Spanish one; never redirected (issue 39). */}
        {locale === 'en' ? (
          <LanguageNote
            text={translator('es')('language.note.text')}
            link={translator('es')('language.note.link')}
            dismiss={translator('es')('language.note.dismiss')}
          />
        ) : null}
        {/* Popups and floating side buttons (issue 8), after the consent manager so consent is known first. */}
        <Suspense fallback={null}>
          <Popups />
        </Suspense>
        {/* Trackers, real-user vitals (issue 40), ads capture, click-to-call, PageView and the chat widget
            (issue 8), the version check, the header search's suggestions: one chunk after hydration. */}
        <ShellExtras
          trackers={site.trackers}
          adsCookieNames={site.adsCookieNames}
          buildId={currentBuildId()}
          searchSuggestions={layout === 'default'}
          chat={{ scriptUrl: site.chatScriptUrl, config: publicConfig }}
        />
        <ExperimentsClient count={experiments.length} config={publicConfig} />
        {/* Route preloading: at most 5 in parallel (visitor-layer.md section 9; decision 0106). */}
        <RoutePreloadLimit />
      </body>
    </html>
  )
}
