/**
 * Financing form texts. The spec shows no success or error text for the financing forms (site.md
 * section 8 "Error text for failed e-mail sends on the financing forms is not shown"): OURS. The
 * unlock texts are the spec's (site.md section 8, visitor-layer.md section 8).
 */
export const FINANCING_TOASTS = {
  success: {
    title: 'Application sent!',
    description: 'Thank you! Our finance team will review it and contact you, typically within 24-48 hours.',
  },
  error: {
    title: 'Something went wrong',
    description: 'We could not send your application. Please check the form, try again or give us a call.',
  },
} as const

export const UNLOCK_TOASTS = {
  success: {
    title: 'Access Granted!',
    description: 'Welcome to our private inventory: your personalized prices are unlocked.',
  },
  error: { title: 'Error', description: 'There was an error saving your information.' },
} as const

export const HOUSING_LABELS = { own: 'Own', rent: 'Rent', family: 'Live with family', other: 'Other' } as const
export const EMPLOYMENT_LABELS = {
  employed: 'Employed',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  student: 'Student',
  unemployed: 'Unemployed',
  other: 'Other',
} as const
