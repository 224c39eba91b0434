import type { Metadata } from 'next'
import { ErrorPage } from '@/components/error-page'
import { errorPageTexts } from '@/i18n/error-page-texts'
import { requestLocale } from '@/i18n/server'

// The fallback document title '{status} - {message}' (visitor-layer.md section 2, "Error page").
export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: errorPageTexts(404, {}, await requestLocale()).documentTitle } }
}

/** The not-found variant of the error page, answered with status 404 (site.md section 2 and 8), in the page's language. */
export default async function NotFound() {
  return <ErrorPage status={404} locale={await requestLocale()} />
}
