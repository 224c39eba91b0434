import Link from 'next/link'
import { errorPageTexts, type ErrorStatus } from '@/i18n/error-page-texts'
import { DEFAULT_LOCALE, type Locale } from '@/domain/i18n/locale-path'

/**
 * The error page (visitor-layer.md section 2): badge, title, subtitle and one button, all from
 * translation keys under pages.error-page; React hoists the <title> ('{status} - {message}').
 * In the page's language (issue 39): a Spanish page's button leads to the Spanish home.
 */
export function ErrorPage({
  status,
  locale = DEFAULT_LOCALE,
  children,
}: {
  status: ErrorStatus
  locale?: Locale
  children?: React.ReactNode
}) {
  const text = errorPageTexts(status, {}, locale)
  return (
    <section className="error-page" aria-labelledby="error-title" data-status={status}>
      <title>{text.documentTitle}</title>
      <p className="error-page__badge">{text.badge}</p>
      <h1 id="error-title">{text.title}</h1>
      <p>{text.subtitle}</p>
      {children}
      <Link className="button button--primary" href={text.buttonLink}>
        {text.buttonText}
      </Link>
    </section>
  )
}
