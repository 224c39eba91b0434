import type { Metadata } from 'next'
import { ErrorPage } from '@/components/error-page'
import { errorPageTexts } from '@/i18n/translate'

// The fallback document title '{status} - {message}' (visitor-layer.md section 2, "Error page").
export const metadata: Metadata = { title: { absolute: errorPageTexts(404).documentTitle } }

/** The not-found variant of the error page, answered with status 404 (site.md section 2 and 8). */
export default function NotFound() {
  return <ErrorPage status={404} />
}
