'use client'
import { useRef, useState, type FormEvent } from 'react'
import { CONTACT_CONSENT_TEXT } from '@/domain/financing/disclaimers'
import { isProfileComplete, profileUnchanged, type ProfileInput } from '@/domain/profile'
import { showToast } from '@/components/toast/toast-store'
import { Honeypot, SubmitButton, TextField, useKeepEarlyCheck } from '@/components/forms/fields'
import { PersonFields } from '@/components/forms/person-fields'
import { useLeadForm } from '@/components/forms/use-lead-form'
import { readProfile, saveProfile } from './profile-cookie'
import { FINANCING_TOASTS } from './texts'
import { nestValues, type FlatValues } from './values'
import '@/components/forms/forms.css'
import './financing.css'

/**
 * Pre-approval form (APPLY_FINANCING; site.md sections 1-2): a soft check with no effect on the
 * credit score. visitor-layer.md section 5: when the visitor's complete profile already holds
 * everything typed here, the form is skipped and reports success (no duplicate lead).
 */
const INITIAL: FlatValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  'address.street': '',
  'address.apartment': '',
  'address.city': '',
  'address.state': '',
  'address.zip': '',
  dateOfBirth: '',
  monthlyIncome: '',
  downPayment: '',
  creditConsent: '',
}

function toProfile(v: FlatValues): ProfileInput {
  const home = {
    address: v['address.street'],
    apartment: v['address.apartment'],
    city: v['address.city'],
    state: v['address.state'],
    zipCode: v['address.zip'],
  }
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    homeAddress: Object.fromEntries(Object.entries(home).filter(([, x]) => x)),
  }
}

export function ApplyFinancingForm({ idPrefix = 'apply' }: { idPrefix?: string }) {
  const [done, setDone] = useState(false)
  const form = useLeadForm({
    idPrefix,
    formType: 'APPLY_FINANCING',
    initial: INITIAL,
    toasts: FINANCING_TOASTS,
    // An address left wholly empty is still sent as one (empty), so the schema names each missing
    // part at its own field instead of one error for "address" that no field shows.
    toData: (v) => ({
      address: {},
      ...nestValues(v, (k) => k === 'creditConsent'),
      creditConsent: v.creditConsent === 'yes',
    }),
    onSuccess: () => {
      saveProfile(toProfile(form.values))
      setDone(true)
    },
  })
  // A tick given before the scripts ran (decision 0295): the next render would clear it.
  const consent = useRef<HTMLInputElement>(null)
  useKeepEarlyCheck(consent, form.values.creditConsent === 'yes', (checked) =>
    form.setValue('creditConsent', checked ? 'yes' : ''),
  )
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const profile = readProfile()
    if (
      form.values.creditConsent === 'yes' &&
      isProfileComplete(profile) &&
      profileUnchanged(profile, toProfile(form.values))
    ) {
      event.preventDefault()
      showToast({ kind: 'success', ...FINANCING_TOASTS.success })
      setDone(true)
      return
    }
    void form.onSubmit(event)
  }
  if (done) {
    return (
      <div className="financing-done" role="status" data-testid="apply-financing-done">
        <h2>Thank you!</h2>
        <p>{FINANCING_TOASTS.success.description}</p>
      </div>
    )
  }
  const { field } = form
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-label="Get pre-approved">
      <PersonFields field={field} />
      <fieldset>
        <legend>Home address</legend>
        <TextField {...field('address.street')} label="Street address" required autoComplete="address-line1" />
        <TextField {...field('address.apartment')} label="Apartment" autoComplete="address-line2" />
        <TextField {...field('address.city')} label="City" required autoComplete="address-level2" />
        <TextField {...field('address.state')} label="State" required autoComplete="address-level1" />
        <TextField {...field('address.zip')} label="ZIP code" required autoComplete="postal-code" inputMode="numeric" />
      </fieldset>
      <TextField
        {...field('dateOfBirth')}
        label="Date of birth"
        type="date"
        required
        autoComplete="bday"
        note="Used only for the soft credit check; never e-mailed."
      />
      <TextField {...field('monthlyIncome')} label="Monthly income ($)" inputMode="numeric" />
      <TextField {...field('downPayment')} label="Down payment ($)" inputMode="numeric" />
      <div className="lead-form__field lead-form__field--wide">
        <label className="financing-check">
          <input
            ref={consent}
            type="checkbox"
            name="creditConsent"
            checked={form.values.creditConsent === 'yes'}
            aria-invalid={form.errors.creditConsent ? true : undefined}
            aria-describedby={form.errors.creditConsent ? `${idPrefix}-creditConsent-error` : undefined}
            onChange={(e) => form.setValue('creditConsent', e.target.checked ? 'yes' : '')}
          />{' '}
          I agree to a soft credit check. It does not affect my credit score.
        </label>
        {form.errors.creditConsent ? (
          <p className="lead-form__error" id={`${idPrefix}-creditConsent-error`}>
            {form.errors.creditConsent}
          </p>
        ) : null}
      </div>
      <Honeypot idPrefix={idPrefix} />
      <p className="lead-form__legal">{CONTACT_CONSENT_TEXT}</p>
      <SubmitButton sending={form.sending} label="Get pre-approved" />
    </form>
  )
}
