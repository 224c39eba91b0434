import type { Metadata } from 'next'
import { PRICE_ALERT_PATHS } from '@/domain/price-alerts/paths'
import { CONFIRMATION_DAYS } from '@/domain/alerts/tokens'
import { confirmationLinkView, vehicleTitleByVin } from '@/data/price-alerts'
import { ActionButton, AlertPage, param } from '@/components/alerts/alert-page'
import { BackToSaved } from '../_components/back-to-saved'

export const dynamic = 'force-dynamic'

/** A visitor's own link: nothing here for a search engine. */
export const metadata: Metadata = {
  title: 'Price-drop alerts',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /price-alerts/confirm (issue 21, double opt-in; decision 0270): the confirmation e-mail links
 * here. Opening the page changes nothing (mail scanners open links); "Turn on alerts" POSTs to
 * /api/price-alerts/confirm, which comes back here with the result.
 */
export default async function ConfirmPriceAlertPage({ searchParams }: Props) {
  const params = await searchParams
  const result = param(params.result)
  if (result === 'on') {
    const title = await vehicleTitleByVin(param(params.vin))
    return (
      <AlertPage heading="Price-drop alerts are on">
        <p>
          We will e-mail you when the price of {title ? `the ${title}` : 'this vehicle'} drops. Every alert has a link
          to stop them.
        </p>
        <BackToSaved />
      </AlertPage>
    )
  }
  const view =
    result === undefined ? await confirmationLinkView(param(params.token), new Date()) : ({ valid: false } as const)
  if (!view.valid) {
    return (
      <AlertPage heading="This link no longer works">
        <p>
          It was used already, a newer confirmation e-mail replaced it, or it is more than {CONFIRMATION_DAYS} days old.
          To get price-drop alerts, ask again from your saved vehicles.
        </p>
        <BackToSaved />
      </AlertPage>
    )
  }
  return (
    <AlertPage heading="Turn on price-drop alerts">
      <p>Press the button to get an e-mail when the price of the {view.title} drops.</p>
      {'sendToSales' in view && view.sendToSales ? (
        <p>As you asked, your e-mail address will also go to a salesperson at the store.</p>
      ) : null}
      <ActionButton
        action={PRICE_ALERT_PATHS.confirmApi}
        label="Turn on alerts"
        fields={{ token: String(param(params.token)) }}
      />
    </AlertPage>
  )
}
