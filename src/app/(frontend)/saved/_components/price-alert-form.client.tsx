'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { COOKIES } from '@/config/cookies'
import { formPrefill, usableProfile } from '@/domain/profile/usable'
import { readCookie } from '@/client/visitor/cookies'
import { PRICE_ALERTS_API } from '@/domain/price-alerts/paths'
import { PRICE_ALERT_MESSAGES, parsePriceAlertRequest } from '@/domain/price-alerts/request-schema'
import { callApi } from '@/client/http/api'

type Props = { vin: string; name: string; idPrefix: string }
type State = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string }

/**
 * The price-drop alert form (issue 21; decision 0270), loaded when a shopper opens it. It checks
 * with the same schema as POST /api/price-alerts (the spec's e-mail message), announces errors and
 * the outcome to screen readers, and prefills the e-mail the visitor profile keeps (functional
 * consent only, decision 0060).
 */
export default function PriceAlertForm({ vin, name, idPrefix }: Props) {
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
    const body = { vin, email, sendToSales, ...(trap ? { website: trap } : {}) }
    const checked = parsePriceAlertRequest(body)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      input.current?.focus()
      return
    }
    setErrors({})
    setState({ kind: 'sending' })
    const answer = await callApi(PRICE_ALERTS_API, { json: body })
    if (answer.status === 202) return setState({ kind: 'sent', email: checked.value.email })
    const fieldErrors = answer.ok ? undefined : answer.problem.fieldErrors
    setErrors(
      fieldErrors ?? { _form: answer.status === 429 ? PRICE_ALERT_MESSAGES.tooMany : PRICE_ALERT_MESSAGES.failed },
    )
    if (fieldErrors?.email) input.current?.focus()
    setState({ kind: 'editing' })
  }

  if (state.kind === 'sent') {
    return (
      <p className="price-alert__sent" role="status">
        Check your inbox: we sent a link to {state.email}. Alerts for the {name} start once you open it and press
        &ldquo;Turn on alerts&rdquo;.
      </p>
    )
  }
  const emailId = `${idPrefix}-email`
  const formError = errors._form ?? errors.vin ?? errors.sendToSales
  return (
    <form className="price-alert__form" noValidate onSubmit={submit} aria-label={`Price-drop alerts for the ${name}`}>
      <p className="price-alert__note">
        We will e-mail you when its price drops, and nothing else. You confirm by e-mail first.
      </p>
      <div className="price-alert__field">
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
          <p className="price-alert__error" id={`${emailId}-error`}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <label className="price-alert__consent">
        <input type="checkbox" checked={sendToSales} onChange={(event) => setSendToSales(event.target.checked)} />
        Also send my details to a salesperson at this store
      </label>
      <div className="price-alert__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* Announced when it changes; shown when it is not already under the field. */}
      <p className={formError ? 'price-alert__error' : 'visually-hidden'} role="alert">
        {formError ?? errors.email ?? ''}
      </p>
      <button
        type="submit"
        className="button button--primary price-alert__submit"
        disabled={state.kind === 'sending'}
        aria-busy={state.kind === 'sending' || undefined}
      >
        {state.kind === 'sending' ? 'Sending…' : 'Send me price-drop alerts'}
      </button>
    </form>
  )
}
