import type { ReactNode } from 'react'
import { PHONE_PLACEHOLDER } from '@/domain/validation/phone-format'
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

export function TextField(
  props: Base & {
    type?: 'text' | 'email' | 'tel' | 'number' | 'date'
    autoComplete?: string
    inputMode?: 'numeric' | 'tel' | 'email' | 'text'
    note?: ReactNode
    placeholder?: string
  },
) {
  const id = `${props.idPrefix}-${props.name}`
  const noteId = props.note ? `${id}-note` : undefined
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
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
        onChange={(event) => props.onChange(props.name, event.target.value)}
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

/** Phone with the spec's placeholder mask and the consent line (visitor-layer.md section 5). */
export function PhoneField(props: Base) {
  return (
    <div className="lead-form__phone">
      <TextField
        {...props}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={PHONE_PLACEHOLDER}
        note={PHONE_CONSENT}
      />
    </div>
  )
}

export function TextAreaField(props: Base & { rows?: number }) {
  const id = `${props.idPrefix}-${props.name}`
  return (
    <div className="lead-form__field lead-form__field--wide">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
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
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
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

export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  // Disabled until hydrated (useHydrated): a native submit would put the fields in the URL.
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className="button button--primary lead-form__submit"
      disabled={sending || !hydrated}
      aria-busy={sending || undefined}
    >
      {sending ? 'Sending…' : label}
    </button>
  )
}
