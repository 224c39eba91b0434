'use client'
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import { PersonFields } from './person-fields'
import { TOASTS } from './form-texts'
import { useLeadForm, type Values } from './use-lead-form'
import './forms.css'

/** Service scheduling request (site.md section 2 "/service/schedule"; fields are ours, see schemas/service.ts). */
export const SERVICE_OPTIONS = [
  'Oil change',
  'Tires and alignment',
  'Brakes',
  'Battery',
  'Inspection',
  'Diagnostics',
  'Other',
] as const

const num = (value: string) => (value.trim() === '' ? undefined : Number(value))

function toData(values: Values) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    services: values.service ? [values.service] : [],
    vehicle: {
      year: num(values.year),
      make: values.make || undefined,
      model: values.model || undefined,
      mileage: num(values.mileage),
    },
    preferredDate: values.preferredDate || undefined,
    preferredTime: values.preferredTime || undefined,
    message: values.message || undefined,
  }
}

export function ServiceForm() {
  const form = useLeadForm({
    idPrefix: 'service',
    formType: 'SERVICE',
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      service: '',
      year: '',
      make: '',
      model: '',
      mileage: '',
      preferredDate: '',
      preferredTime: '',
      message: '',
    },
    toasts: TOASTS.contact,
    toData,
  })
  // The picked service is sent as a list (services): its errors belong to the one picker.
  const field = (name: string) => ({
    ...form.field(name),
    error:
      form.errors[name] ?? (name === 'service' ? (form.errors['services'] ?? form.errors['services.0']) : undefined),
  })
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label="Schedule service">
      <PersonFields field={field} />
      <SelectField
        {...field('service')}
        label="Service needed"
        required
        placeholder="Choose a service"
        options={SERVICE_OPTIONS.map((s) => ({ value: s, label: s }))}
      />
      <TextField {...field('year')} label="Vehicle year" inputMode="numeric" />
      <TextField {...field('make')} label="Make" />
      <TextField {...field('model')} label="Model" />
      <TextField {...field('mileage')} label="Mileage" inputMode="numeric" />
      <TextField {...field('preferredDate')} label="Preferred date" type="date" />
      <TextField {...field('preferredTime')} label="Preferred time" />
      <TextAreaField {...field('message')} label="Anything we should know?" />
      <Honeypot idPrefix="service" />
      <SubmitButton sending={form.sending} label="Request appointment" />
    </form>
  )
}
