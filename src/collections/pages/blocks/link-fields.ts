import type { Field } from 'payload'

/** A call-to-action pair; both empty hides the button. */
export const ctaFields = (prefix = 'cta'): Field[] => [
  {
    type: 'row',
    fields: [
      { name: `${prefix}Label`, type: 'text', admin: { description: 'Button text, e.g. "Shop used cars".' } },
      { name: `${prefix}Href`, type: 'text', admin: { description: 'Button link, e.g. /cars-for-sale.' } },
    ],
  },
]

export const headingField: Field = {
  name: 'heading',
  type: 'text',
  admin: { description: 'Section heading shoppers see.' },
}
export const introField: Field = {
  name: 'intro',
  type: 'textarea',
  admin: { description: 'Optional sentence under the heading.' },
}
