'use client'
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import {
  closeAllowed,
  isModal,
  parseInlineStyle,
  popupPosition,
  POPUP_Z_INDEX,
  type PopupDefinition,
  type PopupSubmitPayload,
} from '@/domain/popups'
import { PopupInnerForm, PopupSubmittedView } from './popup-forms.client'

type DismissVia = 'closeButton' | 'escape' | 'outside'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
  'select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  )
}

/**
 * The popup wrapper (visitor-layer.md sections 2, 3 and 9), loaded lazily by the runtime: a modal
 * dialog labelled by its title, focus moved in, trapped, and given back on close; Escape and a
 * click outside close it only when the close button is allowed. The overlay sits at z-index 1000
 * and the dialog at 1100; both are fixed, so nothing on the page moves (no scroll lock either).
 */
export function PopupDialog({
  popup,
  submitted,
  returnFocusTo,
  onDismiss,
  onSubmitted,
}: {
  popup: PopupDefinition
  submitted: boolean
  /** Where focus goes back to on close (the opener); else wherever it was when the dialog mounted. */
  returnFocusTo: HTMLElement | null
  onDismiss: (via: DismissVia) => void
  onSubmitted: (payload: PopupSubmitPayload) => void
}) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState(() => popupPosition(popup, window.innerWidth))
  const canClose = closeAllowed(popup)
  const modal = isModal(popup)
  const { title, html, innerComponent, style } = popup.component.data
  const kind = popup.settings?.component ?? 'PrimeDialog'
  // An offer claim's end, for the submitted view (issue 37).
  const [offerEnds, setOfferEnds] = useState<string>()

  useEffect(() => {
    const onResize = () => setPosition(popupPosition(popup, window.innerWidth))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [popup])

  // Focus in on open, back to where it was on close.
  const returnTo = useRef(returnFocusTo)
  useEffect(() => {
    const previous = returnTo.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    const root = dialog.current
    if (root) (focusables(root)[0] ?? root).focus({ preventScroll: true })
    return () => {
      if (previous?.isConnected && !previous.closest('[hidden]')) previous.focus({ preventScroll: true })
      else document.getElementById('main')?.focus({ preventScroll: true })
    }
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = dialog.current
      if (!root) return
      if (event.key === 'Escape') {
        if (canClose) event.preventDefault()
        onDismiss('escape')
        return
      }
      if (event.key !== 'Tab' || !modal) return
      const items = focusables(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    // A non-modal popup has no overlay: a press anywhere outside it counts as the outside click.
    const onPointer = (event: PointerEvent) => {
      if (!modal && event.target instanceof Node && !dialog.current?.contains(event.target)) onDismiss('outside')
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [canClose, modal, onDismiss])

  const boxStyle: CSSProperties = { zIndex: POPUP_Z_INDEX.modal, ...(parseInlineStyle(style) as CSSProperties) }
  return (
    <>
      {modal ? (
        <div
          className="popup-overlay"
          style={{ zIndex: POPUP_Z_INDEX.overlay }}
          data-testid="popup-overlay"
          aria-hidden="true"
          // On click, not on pointerdown: a tap closed the popup on touchdown, and the click that
          // follows the tap then went to the link under the finger (the page changed).
          onClick={(event) => {
            if (event.target === event.currentTarget) onDismiss('outside')
          }}
        />
      ) : null}
      <div
        ref={dialog}
        role="dialog"
        aria-modal={modal ? 'true' : undefined}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Unlock vehicle inventory'}
        tabIndex={-1}
        className={`popup popup--${kind === 'ModalHeadless' ? 'headless' : 'dialog'} popup--at-${position}`}
        style={boxStyle}
        data-popup-id={popup.id}
        data-testid="popup"
      >
        <div className="popup__header">
          {title ? (
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
          ) : null}
          {canClose ? (
            <button type="button" className="popup__close" aria-label="Close" onClick={() => onDismiss('closeButton')}>
              ×
            </button>
          ) : null}
        </div>
        <div className="popup__body">
          {submitted ? (
            <PopupSubmittedView name={popup.submitted?.innerComponent} offerEnds={offerEnds} />
          ) : (
            <>
              {/* Staff-written HTML from the admin (decision 0067). */}
              {html ? <div className="popup__html" dangerouslySetInnerHTML={{ __html: html }} /> : null}
              {popup.component.type === 'component' ? (
                <PopupInnerForm
                  popup={popup}
                  name={innerComponent}
                  onSubmitted={(payload) => {
                    const ends = payload.emailData?.offerEnds
                    if (typeof ends === 'string') setOfferEnds(ends)
                    onSubmitted(payload)
                  }}
                />
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  )
}
