'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fieldErrorsOf, leadSchemas } from '@/domain/leads'
import { CONTACT_CONSENT_TEXT } from '@/domain/financing/disclaimers'
import { Honeypot, SubmitButton } from '@/components/forms/fields'
import { useLeadForm } from '@/components/forms/use-lead-form'
import {
  ContactFields,
  EmploymentFields,
  IdentityFields,
  IncomeFields,
  ResidenceFields,
  type FieldProps,
} from './credit-app-fields'
import { CREDIT_APP_STEPS, errorsForStep, stepOfField } from './credit-app-steps'
import { saveProfile } from './profile-cookie'
import { FINANCING_TOASTS } from './texts'
import { nestValues, type FlatValues } from './values'
import '@/components/forms/forms.css'
import './financing.css'
import { useHydrated } from '@/components/ui/use-hydrated'

/**
 * Full credit application (site.md section 2; issue 6), one step at a time: applicant, residence,
 * employment, income, optional co-applicant, SSN and date of birth, then e-signature consent.
 * Each Next validates the step with the same zod schema the server uses; the final submit
 * validates everything and jumps back to the first step with an error. Focus moves to the step
 * heading so keyboard and screen-reader users follow the progress.
 */
const DISCLOSURE = '/legal/electronic-signature-disclosure'

function toData(v: FlatValues): Record<string, unknown> {
  const withCo = v.hasCoApplicant === 'yes'
  const data = nestValues(
    v,
    (k) => k === 'hasCoApplicant' || k === 'eSignatureConsent' || (!withCo && k.startsWith('coApplicant.')),
  )
  // Empty groups, so a blank step reports 'Enter your first name.' on the field, not 'required' on the group.
  const party = (d: Record<string, unknown> | undefined) => ({
    applicant: {},
    residence: {},
    employment: {},
    income: {},
    ...d,
  })
  const co = withCo ? { coApplicant: party(data.coApplicant as Record<string, unknown> | undefined) } : {}
  return { ...party(data), ...data, ...co, eSignatureConsent: v.eSignatureConsent === 'yes' }
}

export function FullCreditApplication() {
  const [step, setStep] = useState(0)
  const hydrated = useHydrated()
  const [done, setDone] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  const form = useLeadForm({
    idPrefix: 'credit',
    formType: 'FULL_CREDIT_APP',
    initial: { hasCoApplicant: '', eSignatureConsent: '' },
    toasts: FINANCING_TOASTS,
    toData,
    onSuccess: () => {
      const v = form.values
      saveProfile({
        firstName: v['applicant.firstName'],
        lastName: v['applicant.lastName'],
        email: v['applicant.email'],
        phone: v['applicant.phone'],
      })
      setDone(true)
    },
  })
  const [stepErrors, setStepErrors] = useState<Record<string, string>>({})
  const errors = { ...form.errors, ...stepErrors }

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  // The server (or the final check) found errors: go to the first step that holds one.
  useEffect(() => {
    const fields = Object.keys(form.errors)
    if (fields.length) setStep(Math.min(...fields.map(stepOfField)))
  }, [form.errors])

  const field: FieldProps = (name) => ({
    ...form.field(name),
    error: errors[name],
    onChange: (n, value) => {
      form.setValue(n, value)
      setStepErrors((e) => {
        const { [n]: _gone, ...rest } = e
        return rest
      })
    },
  })

  function next(event: FormEvent<HTMLFormElement>) {
    const parsed = leadSchemas.FULL_CREDIT_APP(new Date()).safeParse(toData(form.values))
    const found = parsed.success ? {} : errorsForStep(fieldErrorsOf(parsed.error), step)
    setStepErrors(found)
    event.preventDefault()
    if (Object.keys(found).length) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.credit-app [aria-invalid="true"]')?.focus())
      return
    }
    setStep((s) => s + 1)
  }

  if (done) {
    return (
      <div className="financing-done" role="status" data-testid="credit-app-done">
        <h2>Application received</h2>
        <p>{FINANCING_TOASTS.success.description}</p>
      </div>
    )
  }
  const last = step === CREDIT_APP_STEPS.length - 1
  const current = CREDIT_APP_STEPS[step]
  const co = form.values.hasCoApplicant === 'yes'
  return (
    <form
      className="lead-form credit-app"
      noValidate
      onSubmit={last ? form.onSubmit : next}
      aria-labelledby="credit-step-heading"
    >
      <p id="credit-progress-label">
        Step {step + 1} of {CREDIT_APP_STEPS.length}
      </p>
      <progress
        className="financing-progress"
        max={CREDIT_APP_STEPS.length}
        value={step + 1}
        aria-labelledby="credit-progress-label"
      />
      <ol className="financing-steps" aria-label="Application steps">
        {CREDIT_APP_STEPS.map((s, i) => (
          <li key={s.id} aria-current={i === step ? 'step' : undefined} className={i < step ? 'is-done' : undefined}>
            {s.title}
          </li>
        ))}
      </ol>
      <h2 id="credit-step-heading" ref={heading} tabIndex={-1}>
        {current.title}
      </h2>
      {current.id === 'applicant' ? <ContactFields field={field} /> : null}
      {current.id === 'residence' ? <ResidenceFields field={field} /> : null}
      {current.id === 'employment' ? <EmploymentFields field={field} /> : null}
      {current.id === 'income' ? <IncomeFields field={field} /> : null}
      {current.id === 'co-applicant' ? (
        <>
          <label className="financing-check">
            <input
              type="checkbox"
              checked={co}
              onChange={(e) => form.setValue('hasCoApplicant', e.target.checked ? 'yes' : '')}
            />{' '}
            Add a co-applicant (optional)
          </label>
          {co ? (
            <div className="financing-grid">
              <fieldset>
                <legend>Co-applicant</legend>
                <ContactFields field={field} prefix="coApplicant." />
                <IdentityFields field={field} prefix="coApplicant." />
              </fieldset>
              <fieldset>
                <legend>Co-applicant residence</legend>
                <ResidenceFields field={field} prefix="coApplicant." />
              </fieldset>
              <fieldset>
                <legend>Co-applicant employment and income</legend>
                <EmploymentFields field={field} prefix="coApplicant." />
                <IncomeFields field={field} prefix="coApplicant." />
              </fieldset>
            </div>
          ) : null}
        </>
      ) : null}
      {current.id === 'identity' ? <IdentityFields field={field} /> : null}
      {current.id === 'consent' ? (
        <div className="lead-form__field lead-form__field--wide">
          <label className="financing-check">
            <input
              type="checkbox"
              name="eSignatureConsent"
              checked={form.values.eSignatureConsent === 'yes'}
              aria-invalid={errors.eSignatureConsent ? true : undefined}
              aria-describedby={errors.eSignatureConsent ? 'credit-eSignatureConsent-error' : undefined}
              onChange={(e) => form.setValue('eSignatureConsent', e.target.checked ? 'yes' : '')}
            />
            <span>
              I agree to sign this application electronically and have read the{' '}
              <a href={DISCLOSURE} target="_blank" rel="noopener">
                Electronic Signature Disclosure
              </a>
              . I authorize the dealer and its lenders to check my credit.
            </span>
          </label>
          {errors.eSignatureConsent ? (
            <p className="lead-form__error" id="credit-eSignatureConsent-error">
              {errors.eSignatureConsent}
            </p>
          ) : null}
          <p className="lead-form__legal">{CONTACT_CONSENT_TEXT}</p>
        </div>
      ) : null}
      <Honeypot idPrefix="credit" />
      <div className="financing-nav">
        {step > 0 ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setStepErrors({})
              setStep((s) => s - 1)
            }}
          >
            Back
          </button>
        ) : (
          <span />
        )}
        {last ? (
          <SubmitButton sending={form.sending} label="Submit application" />
        ) : (
          <button type="submit" className="button button--primary" disabled={!hydrated}>
            Next
          </button>
        )}
      </div>
    </form>
  )
}
