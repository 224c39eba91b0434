import { errorPagesEn } from './error-pages'
import { inventoryEn } from './inventory'
import { vehiclePageEn } from './vehicle-page'

/**
 * English interface texts by key: the one catalog of the strings the code shows (issue 39, "One
 * message catalog"; ARCHITECTURE.md convention 17). The spec's own strings are kept verbatim, its
 * spelling included (visitor-layer.md section 2, "Error page": texts come from translation keys
 * under pages.error-page). Spanish is ./es.ts, which must have every key of this one (its type says
 * so). Experiments may override keys (their `langs`, decision 0105). `{name}` marks a value filled
 * in when the text is read (../translate.ts).
 */
import { MESSAGES } from '@/domain/validation/messages'

export const en = {
  ...errorPagesEn,
  ...inventoryEn,
  ...vehiclePageEn,

  // The site chrome (site.md section 2, "Header menu", "Footer"; visitor-layer.md section 2, "Root shell").
  'chrome.skip-link': 'Skip to content',
  'chrome.nav.main': 'Main',
  'chrome.nav.menu': 'Menu',
  'chrome.nav.footer': 'Footer',
  'chrome.nav.legal': 'Legal',
  'chrome.search.label': 'Search inventory',
  'chrome.search.placeholder': 'Search by keyword',
  'chrome.search.suggestions': 'Search suggestions',
  'chrome.saved-vehicles': 'Saved vehicles',
  'chrome.cookie-settings': 'Cookie settings',
  'chrome.privacy-policy': 'Privacy Policy',
  'chrome.copyright': '© {year} {siteName}',
  'chrome.breadcrumb': 'Breadcrumb',
  'chrome.breadcrumb.home': 'Home',

  // The store picker in the header (issue 4).
  'store-picker.current': 'Your store: ',
  'store-picker.none': 'Choose a store',
  'store-picker.locating': 'Finding the nearest store…',
  'store-picker.choose': 'Choose your store',

  // The language switcher and the browser-language note (issue 39). Each language names itself.
  'language.switcher.label': 'Language',
  'language.name.en': 'English',
  'language.name.es': 'Español',
  'language.note.text': 'This page is also in Spanish.',
  'language.note.link': 'Read it in Spanish',
  'language.note.dismiss': 'Close',

  // The home page (site.md section 2, "/"): its blocks are editor content; this is the code's part.
  'home.recently-viewed': 'Recently viewed',

  // The lead forms' field messages (site.md section 5; src/domain/validation/messages.ts). The
  // schemas word their errors in English, the spec's strings; src/i18n/field-errors.ts reads a
  // message back to its key here to show it in the page's language.
  'form.error.required': MESSAGES.required,
  'form.error.email': MESSAGES.email,
  'form.error.phone': MESSAGES.phone,
  'form.error.first-name': MESSAGES.firstName,
  'form.error.last-name': MESSAGES.lastName,
  'form.error.message': MESSAGES.message,
  'form.error.ssn': MESSAGES.ssn,
  'form.error.date': MESSAGES.date,
  'form.error.adult': MESSAGES.adult,
  'form.error.state': MESSAGES.state,
  'form.error.zip': MESSAGES.zip,
  'form.error.honeypot': MESSAGES.honeypot,
  'form.error.too-long': MESSAGES.tooLong,
  'form.error.amount': MESSAGES.amount,
  'form.error.amount-up-to': 'Please enter an amount from $0 to {max}',
  'form.error.whole-number': 'Please enter a whole number from {min} to {max}',
  'form.error.vehicle.make': 'Enter the make of the vehicle.',
  'form.error.vehicle.model': 'Enter the model of the vehicle.',
  'form.error.vehicle.year': 'Enter the year of the vehicle.',
  'form.error.vehicle.price': 'Enter the price of the vehicle.',
  'form.error.vehicle.mileage': 'Enter the mileage of the vehicle.',

  // The lead forms' shared parts (site.md section 5; visitor-layer.md section 5 "Consent").
  'form.first-name': 'First name',
  'form.last-name': 'Last name',
  'form.email': 'E-mail',
  'form.phone': 'Phone',
  // The same words as src/components/forms/form-texts.ts's (a table test keeps them equal).
  'form.phone-consent':
    'By giving your cell number you agree to be contacted by call or text, including by auto-dialers and prerecorded messages. Standard rates may apply.',
  'form.sending': 'Sending…',
  'form.loading': 'Loading the form…',

  // POST /api/leads's answers that name no field (issue 4; src/services/leads/accept-lead.ts).
  'leads.api.cross-origin': 'Cross-origin requests are not accepted.',
  'leads.api.too-large': 'The request is too large.',
  'leads.api.not-json': 'The request is not valid JSON.',
  'leads.api.rate-limited': 'Too many requests. Please try again later.',
  'leads.api.unavailable': 'We could not save your request right now. Please try again.',

  // The contact form (site.md sections 2, 3 and 8); its inquiry types and toasts are the spec's,
  // the toasts' misspellings included (src/components/forms/form-texts.ts; a table test keeps them equal).
  'contact.label': 'Contact us',
  'contact.about': 'About the',
  'contact.vin': 'VIN',
  'contact.inquiry-type': 'Inquiry type',
  'contact.inquiry.1': 'Purchasing a vehicle',
  'contact.inquiry.2': 'Financing options',
  'contact.inquiry.3': 'Trade appraisal',
  'contact.inquiry.4': 'Selling my car',
  'contact.inquiry.5': 'Recent vehicle purchase',
  'contact.inquiry.6': 'Billing issues',
  'contact.inquiry.7': 'General questions',
  'contact.your-vehicle': 'Your vehicle',
  'contact.vehicle.make': 'Make',
  'contact.vehicle.model': 'Model',
  'contact.vehicle.year': 'Year',
  'contact.vehicle.price': 'Price ($)',
  'contact.vehicle.mileage': 'Mileage',
  'contact.message': 'Message',
  'contact.privacy-line': 'By submitting this form you agree to our',
  'contact.privacy-link': 'Privacy Policy',
  'contact.submit': 'Send message',
  'contact.toast.success.title': 'Message sent!',
  'contact.toast.success.description':
    'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
  'contact.toast.error.title': 'Something went wrong',
  'contact.toast.error.description':
    'There was an error on sending your infromation. Please try again or just gice us a call',

  // The test drive scheduler (site.md sections 3, 4 and 8); its toasts are the spec's.
  'test-drive.label': 'Schedule a test drive',
  'test-drive.heading': 'Check availability and test drive',
  'test-drive.step': 'Step {step} of 3',
  'test-drive.choose-day': 'Choose a day',
  'test-drive.choose-time': 'Choose a time on {day}',
  'test-drive.zone.store': "Times are {zone}, {store}'s local time.",
  'test-drive.zone.any': "Times are {zone}, the store's local time.",
  'test-drive.back': 'Back',
  'test-drive.change': 'Change',
  'test-drive.when': '{day} at {time}',
  'test-drive.confirm.label': 'Confirm your test drive',
  'test-drive.confirm.button': 'Confirm test drive',
  'test-drive.loading': 'Loading the test drive scheduler…',
  'test-drive.toast.success.title': 'Test Drive Scheduled',
  'test-drive.toast.success.description':
    'Your test drive has been scheduled, someone will reach out to confirm your appointment.',
  'test-drive.toast.error.title': 'Something went wrong',
  'test-drive.toast.error.description': 'Please fill info about yourself.',
} as const

export type MessageKey = keyof typeof en
/** A whole catalog: every key of the English one, each with a text (a missing key fails typecheck). */
export type Messages = Record<MessageKey, string>
