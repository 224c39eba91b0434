import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { PRICE_CHANGE_SOURCES, PRICE_CHANGE_SOURCE_LABELS } from '@/domain/price-history/sources'

const readOnly = { readOnly: true } as const

/**
 * Every change of a vehicle's price with its date (issue 37, "Price history"; decision 0316):
 * written in the same transaction as the vehicle's save by the vehicles hook (the admin, REST, the
 * CSV and feed imports) and by the bulk seed's SQL, never typed. The vehicle page's "Price dropped
 * $1,000 on Nov 12" and short history read it; the drop it ends in is kept on the vehicle's row
 * for the cards, the "Price Drops" page and the feeds.
 */
export const VehiclePriceChanges: CollectionConfig = {
  slug: 'vehicle-price-changes',
  labels: { singular: 'Price change', plural: 'Price history' },
  admin: {
    group: 'Inventory',
    defaultColumns: ['vehicle', 'previousPrice', 'price', 'changedAt', 'source'],
    description:
      'Every price change of every vehicle, recorded when the vehicle is saved (admin, API, imports). Written by the website only.',
  },
  defaultSort: '-changedAt',
  graphQL: false,
  // Locked prices (decision 0185) stay out of public answers: shoppers read history through the vehicle page only.
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  // The vehicle page reads a vehicle's latest changes: one index walk.
  indexes: [{ fields: ['vehicle', 'changedAt'] }],
  hooks: {
    afterChange: [revalidateTagsAfterChange('vehicles')],
    afterDelete: [revalidateTagsAfterChange('vehicles')],
  },
  fields: [
    {
      name: 'vehicle',
      type: 'relationship',
      relationTo: 'vehicles',
      required: true,
      admin: { ...readOnly, description: 'The vehicle whose price changed.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'previousPrice',
          type: 'number',
          admin: { ...readOnly, width: '50%', description: 'The price before; empty for the first listed price.' },
        },
        {
          name: 'price',
          type: 'number',
          admin: { ...readOnly, width: '50%', description: 'The new price; empty for "Call for pricing".' },
        },
      ],
    },
    {
      name: 'changedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' }, description: 'When the change was saved.' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: PRICE_CHANGE_SOURCES.map((value) => ({ value, label: PRICE_CHANGE_SOURCE_LABELS[value] })),
      admin: { ...readOnly, description: 'Where the change came from.' },
    },
  ],
}
