'use client'
import { PRICE_ALERT_PATHS } from '@/domain/price-alerts/paths'
import { parsePriceAlertRequest } from '@/domain/price-alerts/request-schema'
import { AlertSignupForm } from '@/components/alerts/alert-signup-form.client'

/**
 * The price-drop alert form (issue 21; decision 0270): the shared sign-up form
 * (src/components/alerts), about one saved vehicle, loaded when a shopper opens it.
 */
export default function PriceAlertForm({ vin, name, idPrefix }: { vin: string; name: string; idPrefix: string }) {
  return (
    <AlertSignupForm
      api={PRICE_ALERT_PATHS.api}
      about={{ vin }}
      parse={parsePriceAlertRequest}
      idPrefix={idPrefix}
      texts={{
        formLabel: `Price-drop alerts for the ${name}`,
        note: 'We will e-mail you when its price drops, and nothing else. You confirm by e-mail first.',
        submit: 'Send me price-drop alerts',
        sales: 'Also send my details to a salesperson at this store',
        sent: (email) =>
          `Check your inbox: we sent a link to ${email}. Alerts for the ${name} start once you open it and press “Turn on alerts”.`,
      }}
    />
  )
}
