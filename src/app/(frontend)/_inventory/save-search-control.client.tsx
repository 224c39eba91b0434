'use client'
import { lazy } from 'react'
import { AlertDisclosure } from '@/components/alerts/alert-disclosure.client'

/** The form's code (its schema, zod) is fetched when a shopper first opens it, not with the results page. */
const SaveSearchForm = lazy(() => import('./save-search-form.client'))

/** "Save this search"'s words in the page's language (src/i18n/shopper-texts.ts; `{name}` filled here). */
export type SaveSearchTexts = {
  button: string
  loading: string
  /** '{title}' */
  formLabel: string
  note: string
  submit: string
  sales: string
  /** '{email}' */
  sent: string
}

/**
 * "Save this search" on every results page (issue 38; decision 0337): opens the form under the
 * page's heading. The same for every visitor, so the page stays one cached page.
 */
export function SaveSearchControl({
  searchUrl,
  title,
  texts,
}: {
  searchUrl: string
  title: string
  texts: SaveSearchTexts
}) {
  return (
    <AlertDisclosure
      className="srp__save-search"
      label={texts.button}
      loading={texts.loading}
      form={(idPrefix) => <SaveSearchForm searchUrl={searchUrl} title={title} idPrefix={idPrefix} texts={texts} />}
    />
  )
}
