import type { ContactInquiryId } from '@/domain/leads/form-types'
import type { ToastPair } from './form-texts'
import type { PersonFieldName } from './person-fields'

/**
 * Every word and site link the contact form shows, in the page's language (issue 39), made on the
 * server (src/i18n/form-texts.ts) and handed to the client leaf as a prop, as the test drive
 * scheduler's are (./test-drive-texts.ts).
 */
export type ContactTexts = {
  label: string
  /** 'About the' before the vehicle's name, 'VIN' before its VIN. */
  about: string
  vin: string
  inquiryType: string
  inquiryTypes: Record<ContactInquiryId, string>
  yourVehicle: string
  vehicle: { make: string; model: string; year: string; price: string; mileage: string }
  message: string
  privacyLine: string
  privacyLink: string
  privacyHref: string
  submit: string
  sending: string
  /** Where a sent message goes: the confirmation page, in the page's language. */
  confirmationHref: string
  toasts: ToastPair
  person: Record<PersonFieldName, string>
  phoneConsent: string
  /** The form's own check's messages: the spec's English -> this language (empty in English). */
  errors: Readonly<Record<string, string>>
}
