import type { FinanceSettings } from '@/domain/financing'
import type { WizardVehicle } from './pricing-wizard.client'
import { PaymentPanel, PricingWizard } from './vdp-financing-parts.client'

/**
 * The financing part of the vehicle detail side panel (site.md sections 2 and 4; issue 6): the
 * pricing wizard while the price is locked, the payment sliders once it is open. `stateCode` is
 * the state of the vehicle's store, whose tax and title the sliders' estimate uses (issue 15),
 * until the shopper gives a ZIP code under the out-the-door figure (issue 37; `zip` is the one the
 * page was loaded with, `?zip=`).
 */
export function VdpFinancing({
  locked,
  priceDollars,
  settings,
  stateCode,
  zip,
  vehicle,
}: {
  locked: boolean
  priceDollars: number | null
  settings: FinanceSettings
  stateCode: string
  zip?: string
  vehicle: WizardVehicle
}) {
  if (locked) return <PricingWizard sliders={settings.sliders} vehicle={vehicle} />
  if (priceDollars === null || priceDollars <= 0) return null
  return <PaymentPanel priceDollars={priceDollars} settings={settings} stateCode={stateCode} initialZip={zip} />
}
