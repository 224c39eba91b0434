import type { Metadata } from 'next'
import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { searchUnsubscribeView } from '@/data/saved-searches'
import { ActionButton, AlertPage, ButtonLink, param } from '@/components/alerts/alert-page'

export const dynamic = 'force-dynamic'

/** A visitor's own link: nothing here for a search engine. */
export const metadata: Metadata = {
  title: 'Stop saved-search e-mails',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /saved-searches/unsubscribe (issue 38; decision 0337): the visible link of every saved-search
 * e-mail. Opening it changes nothing; "Stop e-mails" POSTs to /api/search-alerts/unsubscribe (the
 * same address a mail program's one-click unsubscribe posts to) and comes back here with the result.
 */
export default async function UnsubscribeSavedSearchPage({ searchParams }: Props) {
  const params = await searchParams
  const result = param(params.result)
  if (result === 'off') {
    return (
      <AlertPage heading="You are unsubscribed">
        <p>You will get no more e-mails about this saved search.</p>
        <ButtonLink href="/cars-for-sale">Search our inventory</ButtonLink>
      </AlertPage>
    )
  }
  const token = param(params.token)
  const view = result === undefined ? await searchUnsubscribeView(token) : ({ valid: false } as const)
  if (!view.valid) {
    return (
      <AlertPage heading="This link does not work">
        <p>We could not find the saved search this link belongs to. Use the link in the newest e-mail.</p>
        <ButtonLink href="/cars-for-sale">Search our inventory</ButtonLink>
      </AlertPage>
    )
  }
  if (view.stopped) {
    return (
      <AlertPage heading="You are unsubscribed">
        <p>E-mails about &ldquo;{view.title}&rdquo; are already off.</p>
        <ButtonLink href={view.searchUrl}>See the search</ButtonLink>
      </AlertPage>
    )
  }
  return (
    <AlertPage heading="Stop e-mails about this search">
      <p>Press the button and we will send you no more e-mails about new vehicles for &ldquo;{view.title}&rdquo;.</p>
      <ActionButton
        action={SAVED_SEARCH_PATHS.unsubscribeApi}
        label="Stop e-mails"
        fields={{ token: String(token), from: 'page' }}
      />
    </AlertPage>
  )
}
