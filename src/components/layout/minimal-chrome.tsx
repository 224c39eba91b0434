import Link from 'next/link'
import { routes } from '@/config/routes'
import { telHref } from '@/domain/phone/phone-links'
import { localizedPath, type Locale } from '@/domain/i18n/locale-path'
import type { Translate } from '@/i18n/translate'

type ChromeProps = { siteName: string; locale: Locale; tr: Translate }

/**
 * The minimal layout's header (questionnaire steps, site.md section 2; decision 0042): the visitor
 * stays on the task, so only the logo and the phone. In the page's language (issue 39).
 */
export function MinimalHeader({ siteName, phone, locale, tr }: ChromeProps & { phone: string | null }) {
  return (
    <header className="minimal-header">
      <a className="skip-link" href="#main">
        {tr('chrome.skip-link')}
      </a>
      <div className="minimal-header__inner">
        <Link href={localizedPath('/', locale)} className="site-header__brand">
          {siteName}
        </Link>
        {phone ? (
          <a className="minimal-header__phone" href={telHref(phone) ?? undefined}>
            {phone}
          </a>
        ) : null}
      </div>
    </header>
  )
}

/** The minimal layout's footer: a short legal line and the way back to the cookie settings. */
export function MinimalFooter({ siteName, locale, tr }: ChromeProps) {
  return (
    <footer className="minimal-footer">
      <p>
        {tr('chrome.copyright', { year: new Date().getFullYear(), siteName })} ·{' '}
        <Link href={localizedPath(routes.privacyPolicy, locale)}>{tr('chrome.privacy-policy')}</Link> ·{' '}
        <a href="#cookie-settings">{tr('chrome.cookie-settings')}</a>
      </p>
    </footer>
  )
}
