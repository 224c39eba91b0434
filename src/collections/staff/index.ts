import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'

/** Team members (site.md section 3, "Staff member") for /our-company/meet-our-team. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  admin: {
    group: 'Content',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'department', 'title'],
    description: 'People on the meet-our-team pages. A shopper can message each one.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    afterChange: [revalidateTagsAfterChange('staff')],
    // Deletes too (issue 35): a member who left leaves every instance's pages at once.
    afterDelete: [revalidateTagsAfterChange('staff')],
    beforeChange: [({ data }) => ({ ...data, fullName: [data.firstName, data.lastName].filter(Boolean).join(' ') })],
  },
  fields: [
    { name: 'fullName', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'URL part: /our-company/meet-our-team/{slug}.' },
    },
    {
      name: 'department',
      type: 'select',
      required: true,
      options: ['sales', 'finance', 'service', 'management', 'buying'],
    },
    { name: 'title', type: 'text', admin: { description: 'Job title, e.g. "Sales Consultant".' } },
    { name: 'phone', type: 'text' },
    {
      name: 'email',
      type: 'email',
      admin: { description: "Messages sent from this person's page are copied here. Never shown on the site." },
    },
    { name: 'rating', type: 'number', min: 0, max: 5 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
