'use client'
import { Honeypot, PhoneField, SubmitButton, TextAreaField, TextField } from './fields'
import { TOASTS } from './form-texts'
import { useLeadForm, type Values } from './use-lead-form'
import './forms.css'

/** Referral form for /referrals (OUR form type REFERRAL, src/domain/leads/schemas/referral.ts). */
function toData(values: Values) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    friend: { firstName: values.friendFirstName, lastName: values.friendLastName, email: values.friendEmail, phone: values.friendPhone },
    message: values.message || undefined,
  }
}

export function ReferralForm() {
  const form = useLeadForm({
    formType: 'REFERRAL',
    initial: { firstName: '', lastName: '', email: '', phone: '', friendFirstName: '', friendLastName: '', friendEmail: '', friendPhone: '', message: '' },
    toasts: TOASTS.contact,
    toData,
  })
  const field = (name: string, path = name) => ({ name, idPrefix: 'referral', value: form.values[name] ?? '', error: form.errors[path], onChange: form.setValue })
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label="Refer a friend">
      <TextField {...field('firstName')} label="Your first name" required autoComplete="given-name" />
      <TextField {...field('lastName')} label="Your last name" required autoComplete="family-name" />
      <TextField {...field('email')} label="Your e-mail" type="email" required autoComplete="email" />
      <PhoneField {...field('phone')} label="Your phone" required />
      <fieldset>
        <legend>Your friend</legend>
        <TextField {...field('friendFirstName', 'friend.firstName')} label="First name" required />
        <TextField {...field('friendLastName', 'friend.lastName')} label="Last name" required />
        <TextField {...field('friendEmail', 'friend.email')} label="E-mail" type="email" />
        <TextField {...field('friendPhone', 'friend.phone')} label="Phone" type="tel" />
      </fieldset>
      <TextAreaField {...field('message')} label="Message" />
      <Honeypot idPrefix="referral" />
      <SubmitButton sending={form.sending} label="Send referral" />
    </form>
  )
}
