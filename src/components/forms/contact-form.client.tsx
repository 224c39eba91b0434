'use client'
import { useRouter } from 'next/navigation'
import { CONTACT_INQUIRY_TYPES, VEHICLE_INQUIRY_IDS, contactFormType } from '@/domain/leads/form-types'
import { contactVehicleTitle, type ContactVehicle } from '@/domain/leads/contact-vehicle'
import { routes } from '@/config/routes'
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import { PersonFields } from './person-fields'
import { PRIVACY_LINE, TOASTS } from './form-texts'
import { useLeadForm, type Values } from './use-lead-form'
import './forms.css'

/**
 * Contact form (site.md sections 2, 3 and 8): names, e-mail, phone, message and inquiry type 1-7;
 * trade appraisal and selling my car add make, model, year, price and mileage. Sends as
 * CONTACT_{target} and goes on to /amp-contact-request-confirmation. Opened from a vehicle's page,
 * it names that vehicle, starts on "Purchasing a vehicle" and sends the vehicle with the message.
 */
const number = (value: string | undefined) =>
  value && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value || undefined

function toData(values: Values) {
  const vehicle = VEHICLE_INQUIRY_IDS.includes(Number(values.inquiryType))
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    message: values.message,
    inquiryType: number(values.inquiryType),
    ...(vehicle
      ? {
          make: values.make,
          model: values.model,
          year: number(values.year),
          price: number(values.price),
          mileage: number(values.mileage),
        }
      : {}),
  }
}

const PURCHASING_INQUIRY = '1'
const GENERAL_INQUIRY = '7'

export function ContactForm({
  initialInquiry,
  vehicle = null,
}: {
  initialInquiry?: string
  /** The inventory vehicle the visitor came from (its page's "send us a message"). */
  vehicle?: ContactVehicle | null
}) {
  const router = useRouter()
  const form = useLeadForm({
    idPrefix: 'contact',
    formType: (values) => contactFormType(Number(values.inquiryType)) ?? 'CONTACT_GENERAL',
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      inquiryType: initialInquiry ?? (vehicle ? PURCHASING_INQUIRY : GENERAL_INQUIRY),
      make: '',
      model: '',
      year: '',
      price: '',
      mileage: '',
    },
    toasts: TOASTS.contact,
    toData: (values) => ({ ...toData(values), ...(vehicle ? { vehicle } : {}) }),
    onSuccess: () => router.push('/amp-contact-request-confirmation'),
  })
  const { field } = form
  const ownVehicle = VEHICLE_INQUIRY_IDS.includes(Number(form.values.inquiryType))
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label="Contact us">
      {vehicle ? (
        <p className="lead-form__about" data-testid="contact-vehicle">
          About the{' '}
          {vehicle.url ? <a href={vehicle.url}>{contactVehicleTitle(vehicle)}</a> : contactVehicleTitle(vehicle)} (VIN{' '}
          {vehicle.vin})
        </p>
      ) : null}
      <SelectField
        {...field('inquiryType')}
        label="Inquiry type"
        required
        options={CONTACT_INQUIRY_TYPES.map((t) => ({ value: String(t.id), label: t.label }))}
      />
      <PersonFields field={field} />
      {ownVehicle ? (
        <fieldset>
          <legend>Your vehicle</legend>
          <TextField {...field('make')} label="Make" required />
          <TextField {...field('model')} label="Model" required />
          <TextField {...field('year')} label="Year" required inputMode="numeric" />
          <TextField {...field('price')} label="Price ($)" required inputMode="numeric" />
          <TextField {...field('mileage')} label="Mileage" required inputMode="numeric" />
        </fieldset>
      ) : null}
      <TextAreaField {...field('message')} label="Message" required />
      <Honeypot idPrefix="contact" />
      <p className="lead-form__legal">
        {PRIVACY_LINE} <a href={routes.privacyPolicy}>Privacy Policy</a>.
      </p>
      <SubmitButton sending={form.sending} label="Send message" />
    </form>
  )
}
