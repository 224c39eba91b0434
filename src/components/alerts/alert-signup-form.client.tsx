'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { COOKIES } from '@/config/cookies'
import { formPrefill, usableProfile } from '@/domain/profile/usable'
import { ALERT_REQUEST_MESSAGES, type AlertRequestParse } from '@/domain/alerts/request-fields'
import { readCookie } from '@/client/visitor/cookies'
import { callApi } from '@/client/http/api'

export type AlertSignupTexts = {
  /** The form's accessible name. */
  formLabel: string
  /** One line under the button: what will be sent, and that it is confirmed by e-mail first. */
  note: string
  submit: string
  /** The salesperson box: who would get the shopper's details. */
  sales: string
  /** The answer once the confirmation e-mail is on its way. */
  sent: (email: string) => string
}

type Props = {
  /** Where the request is POSTed. */
  api: string
  /** What the request is about, sent with the e-mail (a VIN, a search's address). */
  about: Record<string, string>
  /** The request's schema, shared with the route (ARCHITECTURE.md convention 4). */
  parse: (body: object) => AlertRequestParse<{ email: string }>
  texts: AlertSignupTexts
  idPrefix: string
}
type State = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string }

/**
 * The e-mail alert sign-up form (price-drop alerts, decision 0270; saved searches, decision 0337),
 * loaded when a shopper opens it. It checks with the same schema as the route (the spec's e-mail
 * message), announces errors and the outcome to screen readers, ties each error to its field, and
 * prefills the e-mail the visitor profile keeps (functional consent only, decision 0060).
 */
export function AlertSignupForm({ api, about, parse, texts, idPrefix }: Props) {
  const [email, setEmail] = useState('')
  const [sendToSales, setSendToSales] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<State>({ kind: 'editing' })
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const saved = formPrefill(usableProfile(readCookie(COOKIES.profile))).email
    if (saved) setEmail((current) => current || saved)
    input.current?.focus()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind === 'sending') return
    const trap = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value
    const body = { ...about, email, sendToSales, ...(trap ? { website: trap } : {}) }
    const checked = parse(body)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      input.current?.focus()
      return
    }
    setErrors({})
    setState({ kind: 'sending' })
    const answer = await callApi(api, { json: body })
    if (answer.status === 202) return setState({ kind: 'sent', email: checked.value.email })
    const fieldErrors = answer.ok ? undefined : answer.problem.fieldErrors
    setErrors(
      fieldErrors ?? { _form: answer.status === 429 ? ALERT_REQUEST_MESSAGES.tooMany : ALERT_REQUEST_MESSAGES.failed },
    )
    if (fieldErrors?.email) input.current?.focus()
    setState({ kind: 'editing' })
  }

  if (state.kind === 'sent') {
    return (
      <p className="alert-signup__sent" role="status">
        {texts.sent(state.email)}
      </p>
    )
  }
  const emailId = `${idPrefix}-email`
  // Errors that belong to no field the shopper sees (what the request is about, the box, the whole form).
  const formError = Object.entries(errors).find(([key]) => key !== 'email')?.[1]
  return (
    <form className="alert-signup__form" noValidate onSubmit={submit} aria-label={texts.formLabel}>
      <p className="alert-signup__note">{texts.note}</p>
      <div className="alert-signup__field">
        <label htmlFor={emailId}>E-mail</label>
        <input
          ref={input}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {errors.email ? (
          <p className="alert-signup__error" id={`${emailId}-error`}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <label className="alert-signup__consent">
        <input type="checkbox" checked={sendToSales} onChange={(event) => setSendToSales(event.target.checked)} />
        {texts.sales}
      </label>
      <div className="alert-signup__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Announced when it changes; shown when it is not already under the field. */}
      <p className={formError ? 'alert-signup__error' : 'visually-hidden'} role="alert">
        {formError ?? errors.email ?? ''}
      </p>
      <button
        type="submit"
        className="button button--primary alert-signup__submit"
        disabled={state.kind === 'sending'}
        aria-busy={state.kind === 'sending' || undefined}
      >
        {state.kind === 'sending' ? 'Sending…' : texts.submit}
      </button>
    </form>
  )
}
