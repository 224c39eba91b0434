import type { Block } from 'payload'
import { ctaFields, headingField, introField } from './link-fields'

/** Hero slides (site.md section 2, home: "two hero slides"; service: "hero"). */
export const HeroBlock: Block = {
  slug: 'hero',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 5,
      admin: { description: 'One slide is a static hero; two or more rotate as a carousel the shopper controls.' },
      fields: [
        { name: 'heading', type: 'text', required: true, admin: { description: 'Large headline.' } },
        { name: 'text', type: 'textarea', admin: { description: 'Supporting sentence.' } },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Optional background picture.' } },
        ...ctaFields(),
        ...ctaFields('secondary'),
      ],
    },
  ],
}

/** Cards with a link: action cards, special-filter cards, popular services, amenities. */
export const CardsBlock: Block = {
  slug: 'cards',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Card rows' },
  fields: [
    headingField,
    introField,
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'action',
      options: [
        { label: 'Action cards', value: 'action' },
        { label: 'Special-filter cards', value: 'filter' },
        { label: 'Feature list (services, amenities)', value: 'feature' },
      ],
      admin: { description: 'How the cards look.' },
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      admin: { description: 'The cards, in order.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'Card title.' } },
        { name: 'text', type: 'textarea', admin: { description: 'Short text on the card.' } },
        {
          name: 'icon',
          type: 'text',
          admin: {
            description: 'Icon name (e.g. car, dollar, wrench, star, shield); an unknown name shows a question mark.',
          },
        },
        ...ctaFields(),
      ],
    },
  ],
}

/** Department tabs (site.md section 2, home: Finance, Shop, Sell or Trade, Service). */
export const TabsBlock: Block = {
  slug: 'tabs',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'TabsBlock',
  labels: { singular: 'Department tabs', plural: 'Department tabs' },
  fields: [
    headingField,
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      admin: { description: 'One tab per department.' },
      fields: [
        { name: 'label', type: 'text', required: true, admin: { description: 'Tab name, e.g. "Finance".' } },
        { name: 'heading', type: 'text', admin: { description: 'Heading inside the tab.' } },
        { name: 'text', type: 'textarea', admin: { description: 'Text inside the tab.' } },
        ...ctaFields(),
      ],
    },
  ],
}

/** Warranty, financing and dealership callouts (site.md section 2, home). */
export const CalloutBlock: Block = {
  slug: 'callout',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'CalloutBlock',
  labels: { singular: 'Callout', plural: 'Callouts' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'dealership',
      options: ['warranty', 'financing', 'dealership'],
      admin: { description: 'Colour and icon of the callout.' },
    },
    { name: 'heading', type: 'text', required: true, admin: { description: 'Callout headline.' } },
    {
      name: 'text',
      type: 'textarea',
      admin: { description: 'Callout text; carries promises such as the lifetime engine warranty or $3 down.' },
    },
    ...ctaFields(),
  ],
}

/** Free text (legal pages, company story). */
export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: { description: 'Text with headings, lists and links.' },
    },
  ],
}
