import type { Metadata } from 'next'
import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { CONFIRMATION_DAYS } from '@/domain/alerts/tokens'
import { searchConfirmationView, shownSearchUrl } from '@/data/saved-searches'
import { ActionButton, AlertPage, ButtonLink, param } from '@/components/alerts/alert-page'

export const dynamic = 'force-dynamic'

/** A visitor's own link: nothing here for a search engine. */
export const metadata: Metadata = {
  title: 'Your saved search',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /saved-searches/confirm (issue 38, double opt-in; decision 0337): the confirmation e-mail links
 * here. Opening the page changes nothing (mail scanners open links); "Turn on alerts" POSTs to
 * /api/search-alerts/confirm, which comes back here with the result.
 */
export default async function ConfirmSavedSearchPage({ searchParams }: Props) {
  const params = await searchParams
  const result = param(params.result)
  if (result === 'on') {
    const search = await shownSearchUrl(param(params.search))
    return (
      <AlertPage heading="Your saved search is on">
        <p>
          We will e-mail you when new vehicles match your search, at most once a day. Every e-mail has a link to stop
          them.
        </p>
        <ButtonLink href={search ?? '/cars-for-sale'}>{search ? 'See your search' : 'Search our inventory'}</ButtonLink>
      </AlertPage>
    )
  }
  const view =
    result === undefined ? await searchConfirmationView(param(params.token), new Date()) : ({ valid: false } as const)
  if (!view.valid) {
    return (
      <AlertPage heading="This link no longer works">
        <p>
          It was used already, a newer confirmation e-mail replaced it, or it is more than {CONFIRMATION_DAYS} days old.
          To get e-mails about new vehicles, open your search again and press &ldquo;Save this search&rdquo;.
        </p>
        <ButtonLink href="/cars-for-sale">Search our inventory</ButtonLink>
      </AlertPage>
    )
  }
  return (
    <AlertPage heading="Turn on your saved search">
      <p>
        Press the button to get an e-mail when new vehicles match &ldquo;{view.title}&rdquo;. We send at most one e-mail
        a day.
      </p>
      {view.sendToSales ? <p>As you asked, your e-mail address will also go to a salesperson.</p> : null}
      <ActionButton
        action={SAVED_SEARCH_PATHS.confirmApi}
        label="Turn on alerts"
        fields={{ token: String(param(params.token)) }}
      />
    </AlertPage>
  )
}
