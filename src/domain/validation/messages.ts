/**
 * Form messages, verbatim from site.md section 5 and visitor-layer.md section 5 ("Form messages").
 * The spec's strings are exact; the ones marked OURS fill gaps the spec leaves ("not shown").
 */
import { formatDollars } from '../money'

export const MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  message: 'Enter your message.',
  // OURS: the spec gives the SSN and date formats but no message for them.
  ssn: 'Please enter a valid Social Security number',
  date: 'Please enter a valid date',
  // OURS: full credit application applicants must be adults (site.md section 2 has no wording).
  adult: 'You must be at least 18 years old',
  // OURS: address parts of the financing forms.
  state: 'Please enter a valid state',
  zip: 'Please enter a valid ZIP code',
  // OURS: honeypot field `website` (bot trap); people never see it.
  honeypot: 'This field must be left empty',
  // OURS: field bounds are "not shown" (site.md section 5); we cap lengths against abuse.
  tooLong: 'This value is too long',
  // OURS: a money field holding something other than an amount ("lots", -5). "This field is
  // required" there told the visitor to fill in a field they had filled in.
  amount: 'Please enter an amount in dollars',
} as const

/** OURS: a money field with a ceiling the form states (the pre-approval's down payment, site.md section 7). */
export function amountUpToMessage(max: number): string {
  return `Please enter an amount from $0 to ${formatDollars(max, { whole: true })}`
}

/** OURS: a count of years or months outside its range, or not a whole number. */
export function wholeNumberMessage(min: number, max: number): string {
  return `Please enter a whole number from ${min} to ${max}`
}

/** Vehicle fields of the contact form: 'Enter the make of the vehicle.' and the like (site.md section 5). */
export const VEHICLE_FIELDS = ['make', 'model', 'year', 'price', 'mileage'] as const
export type VehicleField = (typeof VEHICLE_FIELDS)[number]

export function vehicleFieldMessage(field: VehicleField): string {
  return `Enter the ${field} of the vehicle.`
}
