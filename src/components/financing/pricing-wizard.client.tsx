'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CONTACT_CONSENT_TEXT, validateSliderValue, type PaymentSliders } from '@/domain/financing'
import { formatDollars, parseAmount } from '@/domain/money'
import { routes } from '@/config/routes'
import { showToast } from '@/components/toast/toast-store'
import { sendLead } from '@/client/leads/send-lead'
import { TextField } from '@/components/forms/fields'
import { PersonFields } from '@/components/forms/person-fields'
import { loadLeadValidation, warmLeadValidation } from '@/components/forms/lead-validation'
import { readProfile } from './profile-cookie'
import { UNLOCK_TOASTS } from './texts'
import {
  CREDIT_RANGES,
  INITIAL_WIZARD,
  PRICING_ANSWERS_KEY,
  WIZARD_STORAGE_KEY,
  nextStep,
  previousStep,
  restoreWizard,
  stepOfErrors,
  stepPosition,
  type WizardAnswers,
  type WizardState,
} from './wizard-steps'
import '@/components/forms/forms.css'
import './financing.css'
import { useHydrated } from '@/components/ui/use-hydrated'

/**
 * Personalized pricing wizard (site.md sections 4 and 8; issue 6). Progress is kept in this
 * browser (localStorage), so a visitor who leaves mid-way finds it where they left it. Completion
 * sends UNLOCK_PRICE (whose 201 carries the 7-day private-inventory pass), saves the profile and
 * shows 'Access Granted!'; a failure shows 'Error' / 'There was an error saving your information.',
 * and the fields the server refused are shown at their fields (issue 36).
 */

export type WizardVehicle = {
  vin?: string
  year?: number
  make?: string
  model?: string
  trim?: string
  condition?: string
  price?: number | null
}

/** A typed amount; blank reads as 0, which the answers leave out and the step check has already refused. */
const money = (v: string | undefined) => parseAmount(v ?? '') ?? 0

export function PricingWizard({ sliders, vehicle }: { sliders: PaymentSliders; vehicle?: WizardVehicle }) {
  const router = useRouter()
  const [state, setState] = useState<WizardState>(INITIAL_WIZARD)
  const hydrated = useHydrated()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = useRef(false)
  const focusError = useRef(false)

  useEffect(() => {
    const restored = restoreWizard(window.localStorage.getItem(WIZARD_STORAGE_KEY))
    const p = readProfile()
    const contact = { firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone }
    const prefill = Object.fromEntries(Object.entries(contact).filter(([, v]) => v)) as WizardAnswers
    // Answers already in the state were typed before the scripts ran (fields.tsx useKeepEarlyInput,
    // decision 0295): they are newer than the saved ones.
    setState((s) => ({ ...restored, answers: { ...prefill, ...restored.answers, ...s.answers } }))
    loaded.current = true
  }, [])

  useEffect(() => {
    if (!loaded.current) return
    if (state.step === 'done') window.localStorage.removeItem(WIZARD_STORAGE_KEY)
    else window.localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state))
  }, [state])

  // The contact step validates with the shared schema: fetch it as the step opens (decision 0120).
  useEffect(() => {
    if (state.step === 'personal') warmLeadValidation()
  }, [state.step])

  const answer = (name: keyof WizardAnswers, value: string) =>
    setState((s) => ({ ...s, answers: { ...s.answers, [name]: value } }))
  const go = (step: WizardState['step']) => {
    setErrors({})
    setState((s) => ({ ...s, step }))
    requestAnimationFrame(() => heading.current?.focus())
  }

  function unlockData(a: WizardAnswers) {
    return {
      firstName: a.firstName ?? '',
      lastName: a.lastName ?? '',
      email: a.email ?? '',
      phone: a.phone ?? '',
      downPayment: money(a.downPayment) || undefined,
      hasTradeIn: a.hasTradeIn === 'yes',
      tradeEquity: a.hasTradeIn === 'yes' ? money(a.tradeEquity) || undefined : undefined,
      creditScore: a.creditScore ? Number(a.creditScore) : undefined,
      vehicle: vehicle ? { ...vehicle, price: vehicle.price ?? undefined } : undefined,
      url: window.location.href,
    }
  }

  async function checkStep(): Promise<Record<string, string>> {
    const a = state.answers
    if (state.step === 'downPayment') {
      const check = validateSliderValue(money(a.downPayment), sliders.downPayment, 'downPayment')
      return a.downPayment === undefined || a.downPayment === ''
        ? { downPayment: 'This field is required' }
        : check.ok
          ? {}
          : { downPayment: check.message }
    }
    if (state.step === 'hasTradeIn') return a.hasTradeIn ? {} : { hasTradeIn: 'This field is required' }
    if (state.step === 'tradeEquity') {
      const check = validateSliderValue(money(a.tradeEquity), sliders.tradeEquity, 'tradeEquity')
      return a.tradeEquity === undefined || a.tradeEquity === ''
        ? { tradeEquity: 'This field is required' }
        : check.ok
          ? {}
          : { tradeEquity: check.message }
    }
    if (state.step === 'creditScore') return a.creditScore ? {} : { creditScore: 'This field is required' }
    // The shared schema loads with the wizard's last step, not with the page (decision 0120).
    const { leadSchemas, fieldErrorsOf } = await loadLeadValidation()
    // The bounds the wizard shows, as the server checks them (issue 37).
    const parsed = leadSchemas.UNLOCK_PRICE(new Date(), { sliders }).safeParse(unlockData(a))
    return parsed.success ? {} : fieldErrorsOf(parsed.error)
  }

  /**
   * Errors, the wizard's own or the server's (issue 36), are shown at their fields: on the step that
   * asks for the earliest of them, the visitor taken back to it, and its field focused once drawn.
   */
  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const step = stepOfErrors(found)
    if (step && step !== state.step) setState((s) => ({ ...s, step }))
    focusError.current = true
  }

  useEffect(() => {
    if (!focusError.current) return
    focusError.current = false
    document.querySelector<HTMLElement>('.pricing-wizard [aria-invalid="true"]')?.focus()
  }, [errors, state.step])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    let found: Record<string, string>
    try {
      found = await checkStep()
    } catch {
      showToast({ kind: 'error', ...UNLOCK_TOASTS.error })
      return
    }
    if (Object.keys(found).length) return showErrors(found)
    setErrors({})
    if (state.step !== 'personal') return go(nextStep(state))
    setSending(true)
    const a = state.answers
    // Sent: the profile is saved and Personalize (20 USD) fires once the server accepted the lead
    // (docs/tracking-events.md, decision 0074).
    const sent = await sendLead({
      formType: 'UNLOCK_PRICE',
      data: unlockData(a),
      contact: { firstName: a.firstName, lastName: a.lastName, email: a.email, phone: a.phone },
    })
    setSending(false)
    if (!sent.ok) {
      showErrors(sent.fieldErrors)
      showToast({ kind: 'error', ...UNLOCK_TOASTS.error })
      return
    }
    window.localStorage.setItem(
      PRICING_ANSWERS_KEY,
      JSON.stringify({
        downPayment: a.downPayment,
        tradeEquity: a.hasTradeIn === 'yes' ? a.tradeEquity : '0',
        creditScore: a.creditScore,
      }),
    )
    showToast({ kind: 'success', ...UNLOCK_TOASTS.success })
    go('done')
  }

  const a = state.answers
  const pos = stepPosition(state)
  const err = (name: string) => errors[name]
  const text = (name: keyof WizardAnswers) => ({
    name,
    idPrefix: 'wizard',
    value: a[name] ?? '',
    error: errors[name],
    onChange: (n: string, v: string) => answer(n as keyof WizardAnswers, v),
  })
  const radios = (name: keyof WizardAnswers, options: readonly { label: string; value: string }[], legend: string) => (
    <fieldset aria-describedby={err(name) ? `wizard-${name}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="pricing-wizard__choices">
        {options.map((o) => (
          <label key={o.value} className="financing-check">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={a[name] === o.value}
              aria-invalid={err(name) ? true : undefined}
              aria-describedby={err(name) ? `wizard-${name}-error` : undefined}
              onChange={() => answer(name, o.value)}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
      {err(name) ? (
        <p className="lead-form__error" id={`wizard-${name}-error`}>
          {err(name)}
        </p>
      ) : null}
    </fieldset>
  )

  if (state.step === 'done') {
    return (
      <section
        className="pricing-wizard"
        id="personalize"
        aria-labelledby="wizard-heading"
        data-testid="pricing-wizard"
      >
        <h2 id="wizard-heading" ref={heading} tabIndex={-1}>
          Access Granted!
        </h2>
        <p>
          Welcome to our private inventory{a.firstName ? `, ${a.firstName}` : ''}. Your personalized prices are
          unlocked.
        </p>
        <div className="financing-nav">
          <button type="button" className="button button--primary" onClick={() => router.refresh()}>
            Keep browsing
          </button>
          <Link className="button" href={routes.applyForFinancing}>
            Get pre-approved
          </Link>
          <Link className="button" href={routes.sellTrade}>
            Value my trade
          </Link>
        </div>
      </section>
    )
  }
  return (
    <section className="pricing-wizard" id="personalize" aria-labelledby="wizard-heading" data-testid="pricing-wizard">
      <h2 id="wizard-heading" ref={heading} tabIndex={-1}>
        Personalize My Price
      </h2>
      <p>
        Step {pos.index} of {pos.total}
      </p>
      <form className="lead-form" noValidate onSubmit={onSubmit} aria-labelledby="wizard-heading">
        {state.step === 'downPayment' ? (
          <TextField
            {...text('downPayment')}
            label={`Down payment (${formatDollars(sliders.downPayment.min, { whole: true })}-${formatDollars(sliders.downPayment.max, { whole: true })})`}
            inputMode="numeric"
            required
          />
        ) : null}
        {state.step === 'hasTradeIn'
          ? radios(
              'hasTradeIn',
              [
                { label: 'Yes', value: 'yes' },
                { label: 'No', value: 'no' },
              ],
              'Do you have a trade-in?',
            )
          : null}
        {state.step === 'tradeEquity' ? (
          <TextField
            {...text('tradeEquity')}
            label="Trade equity ($): what your car is worth minus what you owe"
            inputMode="numeric"
            required
          />
        ) : null}
        {state.step === 'creditScore' ? radios('creditScore', CREDIT_RANGES, 'Your credit score range') : null}
        {state.step === 'personal' ? (
          <>
            <PersonFields field={text} />
            <p className="lead-form__legal">{CONTACT_CONSENT_TEXT}</p>
          </>
        ) : null}
        <div className="financing-nav">
          {state.step !== 'downPayment' ? (
            <button type="button" className="button" onClick={() => go(previousStep(state))}>
              Back
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={sending || !hydrated}
            aria-busy={sending || undefined}
          >
            {state.step === 'personal' ? (sending ? 'Sending…' : 'Unlock my price') : 'Next'}
          </button>
        </div>
      </form>
    </section>
  )
}
