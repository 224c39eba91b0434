/**
 * Texts of the lead forms, verbatim from the spec (site.md section 8, visitor-layer.md sections 5
 * and 8). The misspellings in the contact messages are part of the spec ("as shown").
 */
export const TOASTS = {
  contact: {
    success: {
      title: 'Message sent!',
      description: 'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
    },
    error: {
      title: 'Something went wrong',
      description: 'There was an error on sending your infromation. Please try again or just gice us a call',
    },
  },
  careers: {
    success: { title: 'Message sent!', description: 'Thank you! Your submission has been received!' },
    error: { title: 'Something went wrong', description: 'Oops! Something went wrong while submitting the form.' },
  },
  testDrive: {
    success: {
      title: 'Test Drive Scheduled',
      description: 'Your test drive has been scheduled, someone will reach out to confirm your appointment.',
    },
    error: { title: 'Something went wrong', description: 'Please fill info about yourself.' },
  },
} as const

export type ToastPair = {
  success: { title: string; description: string }
  error: { title: string; description: string }
}

/** visitor-layer.md section 5 "Consent": shown under every phone field. */
export const PHONE_CONSENT =
  'By giving your cell number you agree to be contacted by call or text, including by auto-dialers and prerecorded messages. Standard rates may apply.'

/** site.md section 2 "Contact": submitting means agreeing to the privacy policy. */
export const PRIVACY_LINE = 'By submitting this form you agree to our'

/** site.md section 2 "Careers": the note about supplemental information. OURS: the address. */
export const CAREERS_NOTE =
  'Have a portfolio, references or certificates? E-mail supplemental information to careers@midwestmotorgroup.example and mention the position.'
