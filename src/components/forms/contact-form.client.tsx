'use client'
import { useRouter } from 'next/navigation'
import { CONTACT_INQUIRY_TYPES, VEHICLE_INQUIRY_IDS, contactFormType } from '@/domain/leads/form-types'
import { contactVehicleTitle, type ContactVehicle } from '@/domain/leads/contact-vehicle'
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import { PersonFields } from './person-fields'
import type { ContactTexts } from './contact-texts'
import { useLeadForm, type Values } from './use-lead-form'
import './forms.css'

/**
 * Contact form (site.md sections 2, 3 and 8): names, e-mail, phone, message and inquiry type 1-7;
 * trade appraisal and selling my car add make, model, year, price and mileage. Sends as
 * CONTACT_{target} and goes on to /amp-contact-request-confirmation. Opened from a vehicle's page,
 * it names that vehicle, starts on "Purchasing a vehicle" and sends the vehicle with the message.
 * Its words and links come as `texts`, in the page's language (issue 39).
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
  texts,
}: {
  initialInquiry?: string
  /** The inventory vehicle the visitor came from (its page's "send us a message"). */
  vehicle?: ContactVehicle | null
  texts: ContactTexts
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
    toasts: texts.toasts,
    errorTexts: texts.errors,
    toData: (values) => ({ ...toData(values), ...(vehicle ? { vehicle } : {}) }),
    onSuccess: () => router.push(texts.confirmationHref),
  })
  const { field } = form
  const ownVehicle = VEHICLE_INQUIRY_IDS.includes(Number(form.values.inquiryType))
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label={texts.label}>
      {vehicle ? (
        <p className="lead-form__about" data-testid="contact-vehicle">
          {texts.about}{' '}
          {vehicle.url ? <a href={vehicle.url}>{contactVehicleTitle(vehicle)}</a> : contactVehicleTitle(vehicle)} (
          {texts.vin} {vehicle.vin})
        </p>
      ) : null}
      <SelectField
        {...field('inquiryType')}
        label={texts.inquiryType}
        required
        options={CONTACT_INQUIRY_TYPES.map((t) => ({ value: String(t.id), label: texts.inquiryTypes[t.id] }))}
      />
      <PersonFields field={field} labels={texts.person} phoneConsent={texts.phoneConsent} />
      {ownVehicle ? (
        <fieldset>
          <legend>{texts.yourVehicle}</legend>
          <TextField {...field('make')} label={texts.vehicle.make} required />
          <TextField {...field('model')} label={texts.vehicle.model} required />
          <TextField {...field('year')} label={texts.vehicle.year} required inputMode="numeric" />
          <TextField {...field('price')} label={texts.vehicle.price} required inputMode="numeric" />
          <TextField {...field('mileage')} label={texts.vehicle.mileage} required inputMode="numeric" />
        </fieldset>
      ) : null}
      <TextAreaField {...field('message')} label={texts.message} required />
      <Honeypot idPrefix="contact" />
      <p className="lead-form__legal">
        {texts.privacyLine} <a href={texts.privacyHref}>{texts.privacyLink}</a>.
      </p>
      <SubmitButton sending={form.sending} label={texts.submit} sendingLabel={texts.sending} />
    </form>
  )
}
