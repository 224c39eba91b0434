import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditInventory } from '@/access/can-edit-inventory'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'
import { BODY_STYLES } from '@/domain/inventory/filters'

/** Body styles shown as shopping shortcuts (site.md section 3, "Body style"). */
export const BodyStyles: CollectionConfig = {
  slug: 'body-styles',
  admin: {
    group: 'Inventory',
    useAsTitle: 'name',
    defaultColumns: ['name', 'value', 'startingPrice', 'active'],
    description: 'Body-style shortcuts on the home page and in menus. Inactive styles are hidden.',
  },
  access: { read: anyone, create: canEditInventory, update: canEditInventory, delete: canEditInventory },
  // Deletes too (issue 35): a deleted entry leaves every instance's pages at once.
  hooks: revalidateTagsOnChangeAndDelete('body-styles'),
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Label shoppers see, e.g. "SUVs".' } },
    {
      name: 'value',
      type: 'select',
      required: true,
      unique: true,
      options: [...BODY_STYLES],
      admin: { description: 'The value in search URLs, e.g. /cars-for-sale/suvs.' },
    },
    {
      name: 'startingPrice',
      type: 'number',
      min: 0,
      admin: { description: '"Starting at" price in dollars; leave empty to compute from inventory.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'icon', type: 'text', admin: { description: 'Icon name from the site icon set.' } },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
