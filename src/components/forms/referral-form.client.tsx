'use client'
import { Honeypot, SubmitButton, TextAreaField } from './fields'
import { TOASTS } from './form-texts'
import { PersonFields } from './person-fields'
import { useLeadForm, type Values } from './use-lead-form'
import './forms.css'

/** Referral form for /referrals (OUR form type REFERRAL, src/domain/leads/schemas/referral.ts). */
function toData(values: Values) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    friend: {
      firstName: values.friendFirstName,
      lastName: values.friendLastName,
      email: values.friendEmail,
      phone: values.friendPhone,
    },
    message: values.message || undefined,
  }
}

export function ReferralForm() {
  const form = useLeadForm({
    idPrefix: 'referral',
    formType: 'REFERRAL',
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      friendFirstName: '',
      friendLastName: '',
      friendEmail: '',
      friendPhone: '',
      message: '',
    },
    toasts: TOASTS.contact,
    toData,
  })
  // The friend's fields are named flat in the form and nested in the schema (friend.firstName).
  const field = (name: string, path = name) => ({ ...form.field(name), error: form.errors[path] })
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label="Refer a friend">
      <PersonFields
        field={field}
        labels={{ firstName: 'Your first name', lastName: 'Your last name', email: 'Your e-mail', phone: 'Your phone' }}
      />
      <fieldset>
        <legend>Your friend</legend>
        <PersonFields
          field={(name) => field(`friend${name[0]?.toUpperCase()}${name.slice(1)}`, `friend.${name}`)}
          optional={['email', 'phone']}
          someoneElse
        />
      </fieldset>
      <TextAreaField {...field('message')} label="Message" />
      <Honeypot idPrefix="referral" />
      <SubmitButton sending={form.sending} label="Send referral" />
    </form>
  )
}
