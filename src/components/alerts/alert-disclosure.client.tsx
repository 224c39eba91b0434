'use client'
import { Suspense, useId, useRef, useState, type ReactNode } from 'react'
import './alert-signup.css'

/**
 * The button that opens an e-mail alert sign-up under it (price-drop alerts, decision 0270; saved
 * searches, decision 0337): a disclosure (`aria-expanded`), whose form is fetched the first time it
 * opens, so the page's first load carries no form code. Escape closes it and gives the focus back
 * to the button.
 */
export function AlertDisclosure({
  label,
  loading,
  className,
  form,
}: {
  /** The button's words (with any words only a screen reader needs). */
  label: ReactNode
  /** 'Loading the form…' in the page's language, while its code arrives. */
  loading: string
  className?: string
  /** The lazily loaded form, given the id its fields are named under. */
  form: (idPrefix: string) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = `${useId()}-alert-signup`
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    <div className={className}>
      <button
        ref={toggle}
        type="button"
        className="button button--small alert-signup__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <div
          id={panelId}
          className="alert-signup__panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
          }}
        >
          <Suspense fallback={<p role="status">{loading}</p>}>{form(panelId)}</Suspense>
        </div>
      ) : null}
    </div>
  )
}
