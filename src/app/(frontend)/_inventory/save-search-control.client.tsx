'use client'
import { lazy } from 'react'
import { AlertDisclosure } from '@/components/alerts/alert-disclosure.client'

/** The form's code (its schema, zod) is fetched when a shopper first opens it, not with the results page. */
const SaveSearchForm = lazy(() => import('./save-search-form.client'))

/**
 * "Save this search" on every results page (issue 38; decision 0337): opens the form under the
 * page's heading. The same for every visitor, so the page stays one cached page.
 */
export function SaveSearchControl({ searchUrl, title }: { searchUrl: string; title: string }) {
  return (
    <AlertDisclosure
      className="srp__save-search"
      label="Save this search"
      form={(idPrefix) => <SaveSearchForm searchUrl={searchUrl} title={title} idPrefix={idPrefix} />}
    />
  )
}
