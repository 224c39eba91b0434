import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { canEditDealership } from '@/access/can-edit-dealership'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'
import { TAGS } from '@/data/cache-tags'

/** Steps of the questionnaire (site.md section 3 "Question category"): the shopper answers one category at a time. */
export const TradeInCategories: CollectionConfig = {
  slug: 'trade-in-categories',
  // Read on the server only; also, rule operators such as '<' are not valid GraphQL enum names.
  graphQL: false,
  labels: { singular: 'Question category', plural: 'Question categories' },
  admin: {
    group: 'Trade-in',
    useAsTitle: 'categoryTitle',
    defaultColumns: ['categoryId', 'categoryTitle', 'sortOrder'],
    description: 'Groups questions into the steps the shopper goes through, in order.',
  },
  access: { read: publishedOrStaff, create: canEditDealership, update: canEditDealership, delete: canEditDealership },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'sortOrder',
  // The public questionnaire is cached under the trade-in tag (issue 35: edits and deletes reach every instance).
  hooks: revalidateTagsOnChangeAndDelete(TAGS.tradeIn),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'categoryId',
          type: 'text',
          required: true,
          unique: true,
          admin: { width: '50%', description: 'Stable id, e.g. condition.' },
        },
        {
          name: 'sortOrder',
          type: 'number',
          defaultValue: 0,
          admin: { width: '50%', description: 'Step order: lower comes first.' },
        },
      ],
    },
    { name: 'categoryTitle', type: 'text', required: true, admin: { description: 'Heading of the step.' } },
    { name: 'categoryDescription', type: 'textarea', admin: { description: 'One line under the heading.' } },
    {
      name: 'questionsIds',
      type: 'text',
      hasMany: true,
      admin: { description: 'Question ids in this step, in order.' },
    },
  ],
}
