import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { canEditDealership } from '@/access/can-edit-dealership'

/** Steps of the questionnaire (site.md section 3 "Question category"): the shopper answers one category at a time. */
export const TradeInCategories: CollectionConfig = {
  slug: 'trade-in-categories',
  // Read on the server only; also, rule operators such as '<' are not valid GraphQL enum names.
  graphQL: false,
  labels: { singular: 'Question category', plural: 'Question categories' },
  admin: { group: 'Trade-in', useAsTitle: 'categoryTitle', defaultColumns: ['categoryId', 'categoryTitle', 'sortOrder'], description: 'Groups questions into the steps the shopper goes through, in order.' },
  access: { read: publishedOrStaff, create: canEditDealership, update: canEditDealership, delete: canEditDealership },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'sortOrder',
  fields: [
    { type: 'row', fields: [
      { name: 'categoryId', type: 'text', required: true, unique: true, admin: { width: '50%' } },
      { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { width: '50%' } },
    ] },
    { name: 'categoryTitle', type: 'text', required: true },
    { name: 'categoryDescription', type: 'textarea' },
    { name: 'questionsIds', type: 'text', hasMany: true, admin: { description: 'Question ids in this step, in order.' } },
  ],
}
