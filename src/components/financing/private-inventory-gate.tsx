import type { Translate } from '@/i18n/translate'
import { LazyUnlockInventoryForm } from './unlock-inventory-form-lazy.client'
import './financing.css'

/**
 * The private inventory gate on list pages (site.md sections 2 and 6): shown until the visitor
 * holds the 7-day pass, then private vehicles and locked prices appear in the list. The form's code
 * loads when the gate is opened (decision 0120). Its words are the page's language (issue 39); the
 * form's own are still English.
 */
export function PrivateInventoryGate({ tr }: { tr: Translate }) {
  return (
    <section className="section private-gate" aria-labelledby="private-gate-heading">
      <details>
        <summary>
          <h2 id="private-gate-heading" style={{ display: 'inline' }}>
            {tr('search.private.heading')}
          </h2>
        </summary>
        <p>{tr('search.private.text')}</p>
        <LazyUnlockInventoryForm loadingLabel={tr('form.loading')} />
      </details>
    </section>
  )
}
