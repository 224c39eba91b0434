import { LazyUnlockInventoryForm } from './unlock-inventory-form-lazy.client'
import './financing.css'

/**
 * The private inventory gate on list pages (site.md sections 2 and 6): shown until the visitor
 * holds the 7-day pass, then private vehicles and locked prices appear in the list. The form's code
 * loads when the gate is opened (decision 0120).
 */
export function PrivateInventoryGate() {
  return (
    <section className="section private-gate" aria-labelledby="private-gate-heading">
      <details>
        <summary>
          <h2 id="private-gate-heading" style={{ display: 'inline' }}>
            Unlock private inventory and prices
          </h2>
        </summary>
        <p>Some vehicles and prices are reserved for shoppers who tell us who they are. Unlock them for 7 days.</p>
        <LazyUnlockInventoryForm />
      </details>
    </section>
  )
}
