import type { ReactNode } from 'react'
import Link from 'next/link'
import type { MenuItem } from '@/config/navigation'
import { routes } from '@/config/routes'
import { SAVED_PATH } from '@/domain/saved-vehicles/paths'
import { MobileNav } from './mobile-nav.client'
import { RowEnd, SHOWN_WHEN_WHOLE } from '@/components/ui/shown-when-whole'
import { telHref } from '@/domain/phone/phone-links'
import { localizedPath, type Locale } from '@/domain/i18n/locale-path'
import type { Translate } from '@/i18n/translate'
import { SITE_SEARCH_IDS } from './site-search-ids'

/**
 * Header with the editable menu (navigation global; site.md section 2, "Header menu") and the
 * keyword search. Drop-downs are <details>: Enter, Space and a tap open them without script.
 * Its texts are the page's language (issue 39), and so are its links: on a Spanish page the menu
 * leads to the Spanish pages. The language switcher is the menu's last item, so on a phone it sits
 * inside the menu and the top bar keeps its height and width.
 */
export function SiteHeader({
  siteName,
  phone,
  menu,
  storePicker,
  locale,
  tr,
  languageSwitcher,
}: {
  siteName: string
  phone: string | null
  menu: MenuItem[]
  storePicker?: ReactNode
  locale: Locale
  tr: Translate
  languageSwitcher?: ReactNode
}) {
  const href = (path: string) => localizedPath(path, locale)
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {tr('chrome.skip-link')}
      </a>
      <div className={`site-header__inner ${SHOWN_WHEN_WHOLE}`}>
        <Link href={href('/')} className="site-header__brand">
          {siteName}
        </Link>
        <MobileNav label={tr('chrome.nav.main')} menuLabel={tr('chrome.nav.menu')}>
          <ul>
            {menu.map((item) => (
              <li key={item.name} className={item.children ? 'site-nav__has-children' : undefined}>
                {item.children ? (
                  <details>
                    <summary>{item.name}</summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.name}>
                          <Link href={href(child.href)}>
                            {child.name}
                            {child.description ? (
                              <span className="site-nav__description">{child.description}</span>
                            ) : null}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <Link href={href(item.href)}>{item.name}</Link>
                )}
              </li>
            ))}
            {languageSwitcher ? <li className="site-nav__language">{languageSwitcher}</li> : null}
          </ul>
        </MobileNav>
        {/* A plain form that searches the words typed (the typed query, issue 38). It is also a WAI-ARIA
            combobox: its suggestions' code arrives on the first focus and fills the empty listbox and
            the polite live region below (search-suggestions.client.tsx, decision 0333). */}
        <form role="search" action={href(routes.typedSearch)} className="site-search">
          <label htmlFor={SITE_SEARCH_IDS.input} className="visually-hidden">
            {tr('chrome.search.label')}
          </label>
          <input
            id={SITE_SEARCH_IDS.input}
            name="q"
            type="search"
            placeholder={tr('chrome.search.placeholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={SITE_SEARCH_IDS.listbox}
          />
          <ul
            id={SITE_SEARCH_IDS.listbox}
            role="listbox"
            aria-label={tr('chrome.search.suggestions')}
            className="site-search__listbox"
            hidden
          />
          <p id={SITE_SEARCH_IDS.status} role="status" aria-live="polite" className="visually-hidden" />
        </form>
        {/* The way back to the vehicles a shopper kept (issue 21): a plain link, the same for everyone, so
            cached pages stay shared and nothing shifts when the page becomes interactive. */}
        <Link
          href={href(SAVED_PATH)}
          className="site-header__saved"
          aria-label={tr('chrome.saved-vehicles')}
          prefetch={false}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.3 0 5.5 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
          </svg>
        </Link>
        {/* The store picker (issue 4) shows the chosen store's phone; without it, the company phone. */}
        {storePicker ??
          (phone ? (
            <a className="site-header__phone" href={telHref(phone) ?? undefined}>
              {phone}
            </a>
          ) : null)}
        <RowEnd />
      </div>
    </header>
  )
}
