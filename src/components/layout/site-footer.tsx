import type { ReactNode } from 'react'
import Link from 'next/link'
import type { MenuItem } from '@/config/navigation'
import { localizedPath, type Locale } from '@/domain/i18n/locale-path'
import type { Translate } from '@/i18n/translate'

/**
 * Footer menus and the line menu from the navigation global (site.md section 2, "Footer"), its
 * texts and links in the page's language, with the language switcher on the line (issue 39).
 */
export function SiteFooter({
  siteName,
  menu,
  lineMenu,
  locale,
  tr,
  languageSwitcher,
}: {
  siteName: string
  menu: MenuItem[]
  lineMenu: MenuItem[]
  locale: Locale
  tr: Translate
  languageSwitcher?: ReactNode
}) {
  const href = (path: string) => localizedPath(path, locale)
  return (
    <footer className="site-footer">
      <nav aria-label={tr('chrome.nav.footer')} className="site-footer__menus">
        {menu.map((item) => (
          <div key={item.name}>
            <h2 className="site-footer__heading">
              <Link href={href(item.href)}>{item.name}</Link>
            </h2>
            {item.children ? (
              <ul>
                {item.children.map((child) => (
                  <li key={child.name}>
                    <Link href={href(child.href)}>{child.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </nav>
      <nav aria-label={tr('chrome.nav.legal')} className="site-footer__line">
        <ul>
          {lineMenu.map((item) => (
            <li key={item.name}>
              <Link href={href(item.href)}>{item.name}</Link>
            </li>
          ))}
          {/* Reopens the cookie banner and preferences (visitor-layer.md section 2; src/components/consent). */}
          <li>
            <a href="#cookie-settings">{tr('chrome.cookie-settings')}</a>
          </li>
          {languageSwitcher ? <li>{languageSwitcher}</li> : null}
        </ul>
        <p>{tr('chrome.copyright', { year: new Date().getFullYear(), siteName })}</p>
      </nav>
    </footer>
  )
}
