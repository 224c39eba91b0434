import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'

export const REVIEW_CATEGORIES = ['sale', 'finance', 'buy', 'sell', 'service'] as const

/** Customer reviews (site.md section 3, "Review"): Google and Facebook, in five categories. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: 'Content',
    useAsTitle: 'reviewerName',
    defaultColumns: ['reviewerName', 'platform', 'rating', 'categories'],
    description: 'Reviews shown on the home, service and sell-or-trade pages, filtered by category.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  // Deletes too (issue 35): a deleted entry leaves every instance's pages at once.
  hooks: revalidateTagsOnChangeAndDelete('reviews'),
  fields: [
    { name: 'reviewerName', type: 'text', required: true },
    {
      name: 'reviewerPhoto',
      type: 'text',
      admin: { description: "URL of the reviewer's avatar, if the platform gives one." },
    },
    {
      name: 'platform',
      type: 'select',
      required: true,
      defaultValue: 'google',
      options: [
        { label: 'Google', value: 'google' },
        { label: 'Facebook', value: 'facebook' },
      ],
    },
    { name: 'rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
    { name: 'text', type: 'textarea', required: true },
    { name: 'photo', type: 'checkbox', defaultValue: false, admin: { description: 'The review has a photo.' } },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: [...REVIEW_CATEGORIES],
      admin: { description: 'Which review tabs show it.' },
    },
    { name: 'url', type: 'text', admin: { description: 'Link to the review on its platform.' } },
    { name: 'reviewedAt', type: 'date' },
  ],
}
