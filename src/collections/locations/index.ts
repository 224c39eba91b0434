import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { workingHoursField } from '@/fields/working-hours'
import { coordinatesField } from '@/fields/coordinates'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { DEFAULT_STORE_TIME_ZONE, STORE_TIME_ZONES } from '@/domain/stores/time-zones'

/**
 * The four stores (site.md section 3, "Location"; visitor-layer.md section 3, "Store settings").
 * A store chosen by the visitor overrides the company settings: phones, hours, address and the
 * e-mail recipient of leads.
 */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    group: 'Dealership',
    useAsTitle: 'name',
    defaultColumns: ['name', 'subname', 'city', 'state', 'currentLocation'],
    description:
      'Stores shown on the contact page, in the store picker and on vehicle pages. A visitor who picks a store sees its phone, hours and address everywhere.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    afterChange: [revalidateTagsAfterChange('locations')],
    afterDelete: [revalidateTagsAfterChange('locations')],
  },
  defaultSort: 'sortOrder',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          admin: { width: '50%', description: 'Store name, e.g. "Rockford".' },
        },
        {
          name: 'subname',
          type: 'text',
          admin: { width: '50%', description: 'Second line under the name, e.g. "Northern Illinois".' },
        },
      ],
    },
    {
      name: 'storeId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'Short stable id kept in the visitor\'s userSelectedStore cookie, e.g. "rockford". Changing it forgets visitors\' choices.',
      },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers are listed first.' },
    },
    {
      name: 'currentLocation',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'The default store, used when the visitor has not picked one.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          type: 'text',
          admin: { width: '50%', description: 'Path of the store page, e.g. /contact-us#rockford.' },
        },
        {
          name: 'inventoryLink',
          type: 'text',
          admin: { width: '50%', description: "Path of this store's inventory, e.g. /cars-for-sale?store=rockford." },
        },
      ],
    },
    { name: 'addressLine1', type: 'text', required: true },
    { name: 'addressLine2', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, admin: { width: '40%' } },
        {
          name: 'state',
          type: 'select',
          required: true,
          options: ['IL', 'IN', 'IA'],
          admin: { width: '20%', description: 'Decides sales tax and title fees.' },
        },
        { name: 'zip', type: 'text', required: true, admin: { width: '20%' } },
        { name: 'country', type: 'text', defaultValue: 'US', admin: { width: '20%' } },
      ],
    },
    coordinatesField('coordinates', 'Where the store is, for the map and for sorting stores by distance.'),
    { name: 'googleMapsLink', type: 'text', admin: { description: 'Directions link opened from the location card.' } },
    {
      type: 'row',
      fields: [
        { name: 'salesPhone', type: 'text', required: true, admin: { width: '50%' } },
        { name: 'servicePhone', type: 'text', admin: { width: '50%' } },
      ],
    },
    {
      name: 'textPhone',
      type: 'text',
      label: 'Number for text messages',
      admin: {
        description:
          'Optional: a number that receives text messages. Vehicle pages on phones then offer "Text" ' +
          'beside "Call"; leave it empty if the store cannot receive texts.',
      },
    },
    {
      name: 'email',
      type: 'email',
      admin: {
        description: 'Optional: leads from visitors who picked this store go here instead of the company inbox.',
      },
    },
    {
      name: 'timeZone',
      type: 'select',
      label: 'Time zone',
      required: true,
      defaultValue: DEFAULT_STORE_TIME_ZONE,
      options: STORE_TIME_ZONES.map(({ value, label }) => ({ value, label })),
      admin: {
        description:
          "The store's clock: the hours below and the test drive times shoppers book are in this " +
          'zone (South Bend keeps Eastern time, the other stores Central).',
      },
    },
    workingHoursField('salesHours', 'Sales hours'),
    workingHoursField('serviceHours', 'Service hours'),
    {
      name: 'note',
      type: 'textarea',
      admin: { description: 'Optional note shown on the location card, e.g. "Service only".' },
    },
  ],
}
