import type { Metadata } from 'next'
import { PRICE_ALERT_PATHS } from '@/domain/price-alerts/paths'
import { unsubscribeLinkView, vehicleTitleByVin } from '@/data/price-alerts'
import { ActionButton, AlertPage, param } from '@/components/alerts/alert-page'
import { BackToSaved } from '../_components/back-to-saved'

export const dynamic = 'force-dynamic'

/** A visitor's own link: nothing here for a search engine. */
export const metadata: Metadata = {
  title: 'Stop price-drop alerts',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /price-alerts/unsubscribe (issue 21; decision 0270): the visible link of every alert e-mail.
 * Opening it changes nothing; "Stop alerts" POSTs to /api/price-alerts/unsubscribe (the same
 * address a mail program's one-click unsubscribe posts to) and comes back here with the result.
 */
export default async function UnsubscribePriceAlertPage({ searchParams }: Props) {
  const params = await searchParams
  const result = param(params.result)
  if (result === 'off') {
    const title = await vehicleTitleByVin(param(params.vin))
    return (
      <AlertPage heading="You are unsubscribed">
        <p>You will get no more price-drop alerts for {title ? `the ${title}` : 'this vehicle'}.</p>
        <BackToSaved />
      </AlertPage>
    )
  }
  const token = param(params.token)
  const view = result === undefined ? await unsubscribeLinkView(token) : ({ valid: false } as const)
  if (!view.valid) {
    return (
      <AlertPage heading="This link does not work">
        <p>We could not find the alerts this link belongs to. Use the link in the newest alert e-mail.</p>
        <BackToSaved />
      </AlertPage>
    )
  }
  if ('stopped' in view && view.stopped) {
    return (
      <AlertPage heading="You are unsubscribed">
        <p>Price-drop alerts for the {view.title} are already off.</p>
        <BackToSaved />
      </AlertPage>
    )
  }
  return (
    <AlertPage heading="Stop price-drop alerts">
      <p>Press the button and we will send you no more e-mails about the price of the {view.title}.</p>
      <ActionButton
        action={PRICE_ALERT_PATHS.unsubscribeApi}
        label="Stop alerts"
        fields={{ token: String(token), from: 'page' }}
      />
    </AlertPage>
  )
}
