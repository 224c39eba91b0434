import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode, type RefObject } from 'react'
import { PHONE_PLACEHOLDER, formatPhoneInput } from '@/domain/validation/phone-format'
import { maskPhoneAsTyped, phoneEditOf, shownPhone } from '@/domain/validation/phone-typing'
import { PHONE_CONSENT } from './form-texts'
import { useHydrated } from '@/components/ui/use-hydrated'

/**
 * Labelled inputs with their error message tied by aria-describedby (issue 4, accessible forms).
 * Plain components: they render inside the client form leaves.
 */
type Base = {
  name: string
  label: string
  value: string
  error?: string
  onChange: (name: string, value: string) => void
  required?: boolean
  idPrefix: string
}

function describedBy(id: string, error?: string, extra?: string): string | undefined {
  return [error ? `${id}-error` : null, extra].filter(Boolean).join(' ') || undefined
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="lead-form__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Whether the shopper changed the element from what the server's HTML gave it. */
function changedFromHtml(el: FieldElement): boolean {
  if (!(el instanceof HTMLSelectElement)) return el.value !== el.defaultValue
  // A select React draws on the client has no option marked selected in HTML: it was not in the
  // server's HTML, so nobody picked anything in it before the scripts ran.
  const options = Array.from(el.options)
  return options.some((o) => o.defaultSelected) && options.some((o) => o.selected !== o.defaultSelected)
}

/**
 * Keeps what the shopper typed or picked before the page's scripts ran. React leaves it in the
 * element when it takes the server's HTML over, but the form's state still holds the HTML's value,
 * and the next render (the profile's prefill, the first key) would write that over it: on a slow
 * phone the first words of a message vanished. Once, when the field mounts, a value the shopper
 * changed becomes the form's.
 */
function useKeepEarlyInput(
  ref: RefObject<FieldElement | null>,
  name: string,
  value: string,
  onChange: Base['onChange'],
) {
  useLayoutEffect(() => {
    const el = ref.current
    // A field whose value is the form's already must not call onChange: it may clear others (a
    // make clears its model).
    if (el && el.value !== value && changedFromHtml(el)) onChange(name, el.value)
    // Once, at mount: later changes arrive through onChange.
  }, [])
}

/** As useKeepEarlyInput, for a checkbox: a tick given or taken before the scripts ran becomes the form's. */
export function useKeepEarlyCheck(
  ref: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onChecked: (checked: boolean) => void,
) {
  useLayoutEffect(() => {
    const el = ref.current
    if (el && el.checked !== checked && el.checked !== el.defaultChecked) onChecked(el.checked)
    // Once, at mount: later changes arrive through onChange.
  }, [])
}

export function TextField(
  props: Base & {
    type?: 'text' | 'email' | 'tel' | 'number' | 'date'
    autoComplete?: string
    inputMode?: 'numeric' | 'tel' | 'email' | 'text'
    note?: ReactNode
    placeholder?: string
    inputRef?: RefObject<HTMLInputElement | null>
    /** Takes the change instead of `onChange(name, value)`, for a field that rewrites what is typed. */
    onChangeEvent?: (event: ChangeEvent<HTMLInputElement>) => void
  },
) {
  const id = `${props.idPrefix}-${props.name}`
  const noteId = props.note ? `${id}-note` : undefined
  const ownRef = useRef<HTMLInputElement>(null)
  const ref = props.inputRef ?? ownRef
  useKeepEarlyInput(ref, props.name, props.value, props.onChange)
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={ref}
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(id, props.error, noteId)}
        onChange={(event) =>
          props.onChangeEvent ? props.onChangeEvent(event) : props.onChange(props.name, event.target.value)
        }
      />
      <ErrorText id={id} error={props.error} />
      {props.note ? (
        <p className="lead-form__note" id={noteId}>
          {props.note}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Phone with the spec's input mask (site.md section 5: "+1 (999) 999-9999") as placeholder and as
 * the shopper types, and the consent line (visitor-layer.md section 5). The mask's rules are
 * domain/validation/phone-typing.ts; here the caret is put back among the digits after each edit.
 */
export function PhoneField({ consent = PHONE_CONSENT, ...props }: Base & { consent?: string }) {
  const input = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    const el = input.current
    if (caret.current === null || !el) return
    if (document.activeElement === el) el.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })
  // A number prefilled from the visitor profile is kept as E.164; the shopper sees it masked.
  const shown = shownPhone(props.value)
  const onChangeEvent = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target
    const inputEvent = event.nativeEvent as InputEvent
    // A keyboard still composing (some Android and IME keyboards) owns the text until it is done.
    if (inputEvent.isComposing) return props.onChange(props.name, el.value)
    const next = maskPhoneAsTyped(
      shown,
      el.value,
      el.selectionStart ?? el.value.length,
      phoneEditOf(inputEvent.inputType),
    )
    if (next.value === shown) {
      // Nothing to render (a key on the mask's own prefix): the input shows the value again here.
      el.value = next.value
      el.setSelectionRange(next.caret, next.caret)
      return
    }
    caret.current = next.caret
    props.onChange(props.name, next.value)
  }
  return (
    <div className="lead-form__phone">
      <TextField
        {...props}
        value={shown}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={PHONE_PLACEHOLDER}
        note={consent}
        inputRef={input}
        onChangeEvent={onChangeEvent}
        // Reached only by a number typed before the scripts ran (useKeepEarlyInput): shown masked too.
        onChange={(name, value) => props.onChange(name, formatPhoneInput(value))}
      />
    </div>
  )
}

export function TextAreaField(props: Base & { rows?: number }) {
  const id = `${props.idPrefix}-${props.name}`
  const ref = useRef<HTMLTextAreaElement>(null)
  useKeepEarlyInput(ref, props.name, props.value, props.onChange)
  return (
    <div className="lead-form__field lead-form__field--wide">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        ref={ref}
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error)}
        onChange={(event) => props.onChange(props.name, event.target.value)}
      />
      <ErrorText id={id} error={props.error} />
    </div>
  )
}

export function SelectField(
  props: Base & { options: readonly { value: string; label: string }[]; placeholder?: string },
) {
  const id = `${props.idPrefix}-${props.name}`
  const ref = useRef<HTMLSelectElement>(null)
  useKeepEarlyInput(ref, props.name, props.value, props.onChange)
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        ref={ref}
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error)}
        onChange={(event) => props.onChange(props.name, event.target.value)}
      >
        {props.placeholder ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={props.error} />
    </div>
  )
}

/** The hidden bot trap (field `website`): off-screen, out of the tab order, not autofilled. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Website</label>
      <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export function SubmitButton({
  sending,
  label,
  sendingLabel = 'Sending…',
}: {
  sending: boolean
  label: string
  /** The button while the lead is on its way, in the page's language (issue 39). */
  sendingLabel?: string
}) {
  // Disabled until hydrated (useHydrated): a native submit would put the fields in the URL.
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className="button button--primary lead-form__submit"
      disabled={sending || !hydrated}
      aria-busy={sending || undefined}
    >
      {sending ? sendingLabel : label}
    </button>
  )
}
