import type { Block } from 'payload'
import { headingField, introField } from './link-fields'

/** Reviews section (site.md section 3, "Review section config"; home shows 9). */
export const ReviewsBlock: Block = {
  slug: 'reviews',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews sections' },
  fields: [
    headingField,
    {
      name: 'count',
      type: 'number',
      defaultValue: 9,
      min: 1,
      max: 36,
      admin: { description: 'How many reviews to show (9 on the home page).' },
    },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      defaultValue: ['finance', 'sell', 'service'],
      options: ['sale', 'finance', 'buy', 'sell', 'service'],
      admin: { description: 'Filter buttons shoppers can pick; empty shows all reviews without filters.' },
    },
    {
      name: 'sources',
      type: 'select',
      hasMany: true,
      defaultValue: ['google', 'facebook'],
      options: [
        { label: 'Google', value: 'google' },
        { label: 'Facebook', value: 'facebook' },
      ],
      admin: { description: 'Which platforms to show.' },
    },
    {
      name: 'showBadge',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the star badge with the review count.' },
    },
  ],
}

/** Current promotions (site.md section 3, "Promotion"). */
export const PromotionsBlock: Block = {
  slug: 'promotions',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'PromotionsBlock',
  labels: { singular: 'Offers', plural: 'Offer sections' },
  fields: [
    headingField,
    introField,
    {
      name: 'position',
      type: 'select',
      options: ['promotions-carousel', 'grid-item'],
      admin: { description: 'Only offers of this position; empty shows both.' },
    },
    {
      name: 'type',
      type: 'select',
      options: ['dealer', 'sales', 'service'],
      admin: { description: 'Only offers of this type; empty shows all.' },
    },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24, admin: { description: 'Most offers to show.' } },
  ],
}

/** FAQs (site.md section 3, "FAQ item"). */
export const FaqsBlock: Block = {
  slug: 'faqs',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'FaqsBlock',
  labels: { singular: 'FAQs', plural: 'FAQ sections' },
  fields: [
    headingField,
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      options: ['general', 'financing', 'sell-trade', 'service', 'warranty'],
      admin: { description: 'Which questions to list; empty lists all.' },
    },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 8,
      min: 1,
      max: 50,
      admin: { description: 'Most questions to show.' },
    },
  ],
}

/** The stores with hours (kept from the foundation home page; e2e tests read its markup). */
export const StoresBlock: Block = {
  slug: 'stores',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'StoresBlock',
  labels: { singular: 'Our stores', plural: 'Store sections' },
  fields: [
    headingField,
    {
      name: 'showRating',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the dealership rating line.' },
    },
  ],
}

/** Team list (company page). */
export const TeamBlock: Block = {
  slug: 'team',
  // Block types share GraphQL's namespace with collections (Reviews, Promotions, Faqs ...).
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Team sections' },
  fields: [
    headingField,
    introField,
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 60, admin: { description: 'Most people to show.' } },
  ],
}
