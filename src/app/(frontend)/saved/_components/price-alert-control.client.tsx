'use client'
import { lazy, Suspense, useId, useRef, useState } from 'react'

/** The form's code (its schema, zod) is fetched when a shopper first opens it, not with /saved. */
const PriceAlertForm = lazy(() => import('./price-alert-form.client'))

/**
 * "Get price-drop alerts" on a saved vehicle (issue 21; decision 0270): a disclosure button that
 * opens a small form under the row. Escape closes it and gives the focus back to the button.
 */
export function PriceAlertControl({ vin, name }: { vin: string; name: string }) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = `${useId()}-price-alert`
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    <div className="price-alert">
      <button
        ref={toggle}
        type="button"
        className="button button--small price-alert__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Get price-drop alerts<span className="visually-hidden"> for the {name}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="price-alert__panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
          }}
        >
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <PriceAlertForm vin={vin} name={name} idPrefix={panelId} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
