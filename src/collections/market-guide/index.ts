import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access/is-staff'
import { canEditDealership } from '@/access/can-edit-dealership'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'
import { TAGS } from '@/data/cache-tags'

/**
 * Market values behind instant offers (issue 7, "Valuation"): wholesale average/clean/rough and
 * retail average by year, make, model, series and style, in dollars. Managers import it from CSV.
 * A vehicle with no row here gets no online price: the shopper is asked to bring it in.
 */
export const MarketGuide: CollectionConfig = {
  slug: 'market-guide',
  // Read on the server only; also, rule operators such as '<' are not valid GraphQL enum names.
  graphQL: false,
  labels: { singular: 'Market value', plural: 'Market guide' },
  admin: {
    group: 'Trade-in',
    useAsTitle: 'label',
    defaultColumns: ['year', 'make', 'model', 'series', 'wholesaleAvg', 'retailAvg'],
    listSearchableFields: ['make', 'model', 'series'],
    description:
      'Wholesale and retail values instant offers start from. Leave Series and Style empty for a value that covers the whole model year.',
  },
  access: { read: isStaff, create: canEditDealership, update: canEditDealership, delete: canEditDealership },
  hooks: {
    // The public questionnaire is cached under the trade-in tag (issue 35). An import is one
    // transaction, so one announcement (src/services/cache-invalidation/publish.ts).
    ...revalidateTagsOnChangeAndDelete(TAGS.tradeIn),
    beforeChange: [
      ({ data }) => ({
        ...data,
        label: [data.year, data.make, data.model, data.series, data.style].filter(Boolean).join(' '),
      }),
    ],
  },
  fields: [
    { name: 'label', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'year', type: 'number', required: true, min: 1980, max: 2100, index: true, admin: { width: '20%' } },
        { name: 'make', type: 'text', required: true, index: true, admin: { width: '20%' } },
        { name: 'model', type: 'text', required: true, index: true, admin: { width: '20%' } },
        { name: 'series', type: 'text', admin: { width: '20%', description: 'Trim, e.g. EX-L.' } },
        { name: 'style', type: 'text', admin: { width: '20%', description: 'Body style, e.g. 4D Sedan.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'wholesaleAvg',
          type: 'number',
          min: 0,
          required: true,
          admin: { width: '25%', description: 'adjusted_whole_avg' },
        },
        {
          name: 'wholesaleClean',
          type: 'number',
          min: 0,
          admin: { width: '25%', description: 'adjusted_whole_clean' },
        },
        {
          name: 'wholesaleRough',
          type: 'number',
          min: 0,
          admin: { width: '25%', description: 'adjusted_whole_rough' },
        },
        { name: 'retailAvg', type: 'number', min: 0, admin: { width: '25%', description: 'adjusted_retail_avg' } },
      ],
    },
  ],
}
