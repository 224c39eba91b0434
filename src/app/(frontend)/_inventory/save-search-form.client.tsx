'use client'
import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { parseSavedSearchRequest } from '@/domain/saved-searches/request-schema'
import { AlertSignupForm } from '@/components/alerts/alert-signup-form.client'

/**
 * "Save this search" (issue 38; decision 0337): the shared e-mail alert sign-up form, about the
 * results page it opens on, loaded when a shopper opens it.
 */
export default function SaveSearchForm({
  searchUrl,
  title,
  idPrefix,
}: {
  searchUrl: string
  title: string
  idPrefix: string
}) {
  return (
    <AlertSignupForm
      api={SAVED_SEARCH_PATHS.api}
      about={{ searchUrl }}
      parse={parseSavedSearchRequest}
      idPrefix={idPrefix}
      texts={{
        formLabel: `Save the search: ${title}`,
        note: 'We will e-mail you when new vehicles match this search, at most once a day. You confirm by e-mail first.',
        submit: 'E-mail me new matches',
        sales: 'Also send my details to a salesperson',
        sent: (email) =>
          `Check your inbox: we sent a link to ${email}. E-mails about new matches start once you open it and press “Turn on alerts”.`,
      }}
    />
  )
}
