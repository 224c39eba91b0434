'use client'
import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { parseSavedSearchRequest } from '@/domain/saved-searches/request-schema'
import { fillText } from '@/domain/i18n/fill-text'
import { AlertSignupForm } from '@/components/alerts/alert-signup-form.client'
import type { SaveSearchTexts } from './save-search-control.client'

/**
 * "Save this search" (issue 38; decision 0337): the shared e-mail alert sign-up form, about the
 * results page it opens on, loaded when a shopper opens it.
 */
export default function SaveSearchForm({
  searchUrl,
  title,
  idPrefix,
  texts,
}: {
  searchUrl: string
  title: string
  idPrefix: string
  texts: SaveSearchTexts
}) {
  return (
    <AlertSignupForm
      api={SAVED_SEARCH_PATHS.api}
      about={{ searchUrl }}
      parse={parseSavedSearchRequest}
      idPrefix={idPrefix}
      texts={{
        formLabel: fillText(texts.formLabel, { title }),
        note: texts.note,
        submit: texts.submit,
        sales: texts.sales,
        sent: (email) => fillText(texts.sent, { email }),
      }}
    />
  )
}
