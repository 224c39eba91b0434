import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'

/** Special offers (site.md section 3, "Promotion"), shown only between their start and end. */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'position', 'startDate', 'endDate'],
    description: 'Offers on the home page and /special-offers. An offer shows only between its start and end.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  versions: { maxPerDoc: 25 },
  // Deletes too (issue 35): a deleted entry leaves every instance's pages at once.
  hooks: revalidateTagsOnChangeAndDelete('promotions'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'name', type: 'text', admin: { description: 'Internal name; also used in page titles as offer_name.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          required: true,
          defaultValue: 'grid-item',
          options: ['promotions-carousel', 'grid-item'],
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'dealer',
          options: ['dealer', 'sales', 'service'],
          admin: { description: 'Which /special-offers list shows it.' },
        },
      ],
    },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'url', type: 'text', admin: { description: 'Where the call to action leads.' } },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'text' },
        { name: 'ctaText', type: 'text', defaultValue: 'Learn more' },
        { name: 'icon', type: 'text' },
      ],
    },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'criteria', type: 'textarea', admin: { description: 'Eligibility and fine print.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
