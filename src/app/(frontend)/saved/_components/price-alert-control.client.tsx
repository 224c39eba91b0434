'use client'
import { lazy } from 'react'
import { AlertDisclosure } from '@/components/alerts/alert-disclosure.client'
import { useShopperTexts } from '@/components/saved-vehicles/shopper-texts.client'

/** The form's code (its schema, zod) is fetched when a shopper first opens it, not with /saved. */
const PriceAlertForm = lazy(() => import('./price-alert-form.client'))

/** "Get price-drop alerts" on a saved vehicle (issue 21; decision 0270): opens the form under the row. */
export function PriceAlertControl({ vin, name }: { vin: string; name: string }) {
  return (
    <AlertDisclosure
      loading={useShopperTexts().loadingForm}
      label={
        <>
          Get price-drop alerts<span className="visually-hidden"> for the {name}</span>
        </>
      }
      form={(idPrefix) => <PriceAlertForm vin={vin} name={name} idPrefix={idPrefix} />}
    />
  )
}
