import type { CollectionConfig } from 'payload'
import { canEditInventory } from '@/access/can-edit-inventory'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { vehicleFields } from './fields'
import { deriveVehicleFields } from './hooks/derive-fields'
import { queuePriceDropAlerts } from './hooks/queue-price-alerts'
import { recordPriceChange } from './hooks/record-price-change'
import { recordArrival } from './hooks/record-arrival'

/**
 * Inventory (site.md section 3, "Vehicle"). Shoppers read vehicles through src/data with
 * overrideAccess false: only status "available" is public; sold and hidden stay in the admin.
 */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  admin: {
    group: 'Inventory',
    useAsTitle: 'title',
    defaultColumns: ['title', 'vin', 'stockNumber', 'price', 'mileage', 'status', 'store'],
    listSearchableFields: ['vin', 'stockNumber', 'make', 'model'],
    description:
      'Vehicles for sale. Only vehicles with status "Available" appear on the site; "Private" ones only to visitors who unlocked the private inventory.',
  },
  access: {
    read: ({ req }) => (req.user ? true : { status: { equals: 'available' } }),
    create: canEditInventory,
    update: canEditInventory,
    delete: canEditInventory,
  },
  hooks: {
    beforeChange: [deriveVehicleFields],
    afterChange: [recordPriceChange, revalidateTagsAfterChange('vehicles'), queuePriceDropAlerts, recordArrival],
    afterDelete: [revalidateTagsAfterChange('vehicles')],
  },
  fields: vehicleFields,
}
