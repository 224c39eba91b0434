'use client'
import { useEffect } from 'react'
import { ErrorPage } from '@/components/error-page'
import { errorPageText, errorPageTexts } from '@/i18n/error-page-texts'
import { usePageLocale } from '@/components/i18n/use-page-locale'
import { recoverFromChunkError } from '@/components/version/version-check.client'

/** Fatal or unhandled error inside a page: the 500 variant (visitor-layer.md section 8). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = usePageLocale()
  useEffect(() => {
    // A route whose code failed to load (a new deploy) reloads once instead (section 8, decision 0072).
    if (recoverFromChunkError(error)) return
    console.error(error)
    // The document title '500 - Internal server error' (section 2, "Error page"): the failed page's
    // own <title> comes first in <head>, so the hoisted one of ErrorPage alone would not show.
    document.title = errorPageTexts(500, {}, locale).documentTitle
  }, [error, locale])
  return (
    <ErrorPage status={500} locale={locale}>
      <p>
        <button type="button" className="button" onClick={reset}>
          {errorPageText('pages.error-page.500.retry', {}, locale)}
        </button>
      </p>
    </ErrorPage>
  )
}
