'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import {
  CONSENT_CATEGORIES,
  CONSENT_LANGUAGES,
  type CategoryToggles,
  type ConsentCategory,
  type ConsentLanguage,
  type ConsentTexts,
  type DialogToggles,
} from '@/domain/consent'

type Props = {
  open: boolean
  /** Where the switches start when it opens (dialogToggles: all on before a decision, the choice on record after). */
  initial: DialogToggles
  texts: ConsentTexts
  lang: ConsentLanguage
  onLang: (lang: ConsentLanguage) => void
  onSave: (toggles: CategoryToggles) => void
  onClose: () => void
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** A modal <dialog> lets Tab leave for the browser's own UI; keep it cycling inside (section 2, keyboard access). */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement | null): void {
  if (event.key !== 'Tab' || !dialog) return
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The preferences dialog (visitor-layer.md section 2): language picker, description, one toggle row
 * per category with an expandable description, essential on and disabled, every toggle starting
 * on before a decision and at the choice on record after one (decision 0180), extra sections,
 * policy links and 'Save & Continue'. A native modal <dialog>: the page behind is inert (focus
 * stays inside), Escape and a click on the backdrop close it, and focus goes back to the button
 * that opened it.
 */
export function ConsentDialog({ open, initial, texts, lang, onLang, onSave, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [toggles, setToggles] = useState<Record<ConsentCategory, boolean>>(initial)
  const [expanded, setExpanded] = useState<ConsentCategory | null>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setToggles(initial)
      setExpanded(null)
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      opener.current?.focus()
    }
    // `initial` is read when the dialog opens, not while it is open (a re-render must not undo a switch).
  }, [open])

  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={(event) => trapTab(event, ref.current)}
    >
      <div className="consent-dialog__inner">
        <div className="consent-dialog__head">
          <h2 id={`${id}-title`}>{texts.dialog.title}</h2>
          <button
            type="button"
            className="consent-dialog__close"
            aria-label={texts.dialog.closeLabel}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <label className="consent-dialog__lang">
          {texts.dialog.languageLabel}{' '}
          <select value={lang} onChange={(event) => onLang(event.target.value === 'es' ? 'es' : 'en')}>
            {CONSENT_LANGUAGES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <p id={`${id}-desc`}>{texts.dialog.description}</p>
        <ul className="consent-dialog__rows">
          {CONSENT_CATEGORIES.map((category) => {
            const row = texts.categories[category]
            const essential = category === 'essential'
            const descId = `${id}-${category}-desc`
            return (
              <li key={category} className="consent-row">
                <div className="consent-row__head">
                  <button
                    type="button"
                    className="consent-row__expand"
                    aria-expanded={expanded === category}
                    aria-controls={descId}
                    onClick={() => setExpanded(expanded === category ? null : category)}
                  >
                    {row.name}
                  </button>
                  {essential && row.alwaysOn ? <span className="consent-row__always">{row.alwaysOn}</span> : null}
                  <input
                    type="checkbox"
                    role="switch"
                    className="consent-row__switch"
                    aria-label={row.name}
                    checked={essential ? true : toggles[category]}
                    disabled={essential}
                    onChange={(event) => setToggles((t) => ({ ...t, [category]: event.target.checked }))}
                  />
                </div>
                <p id={descId} className="consent-row__desc" hidden={expanded !== category}>
                  {row.description}
                </p>
              </li>
            )
          })}
        </ul>
        {texts.sections.map((section) => (
          <section key={section.title} className="consent-dialog__section">
            <h3>{section.title}</h3>
            <p>{section.body}</p>
          </section>
        ))}
        <p className="consent-dialog__links">
          <a href={texts.links.privacyPolicy.href}>{texts.links.privacyPolicy.label}</a>
          <a href={texts.links.cookiePolicy.href}>{texts.links.cookiePolicy.label}</a>
        </p>
        <button type="button" className="consent-button consent-button--primary" onClick={() => onSave(toggles)}>
          {texts.buttons.saveContinue}
        </button>
      </div>
    </dialog>
  )
}
