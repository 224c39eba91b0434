import type { Translate } from '@/i18n/translate'
import { LazyUnlockInventoryForm } from './unlock-inventory-form-lazy.client'
import './financing.css'

/**
 * What a private vehicle's own link shows to a visitor without the private-inventory pass (issue
 * 15; site.md sections 4 and 6: "The private inventory unlocks after the visitor gives personal
 * info"): the unlock form instead of "Page not found". Nothing of the vehicle beyond its link is
 * shown. The form's success refreshes the page, which then renders the vehicle for the pass holder.
 */
export function PrivateVehicleGate({ tr }: { tr: Translate }) {
  return (
    <section
      className="section private-gate"
      aria-labelledby="private-vehicle-heading"
      data-testid="private-vehicle-gate"
    >
      <h1 id="private-vehicle-heading">{tr('vehicle.private.heading')}</h1>
      <p>{tr('vehicle.private.text')}</p>
      <LazyUnlockInventoryForm loadingLabel={tr('form.loading')} />
    </section>
  )
}
