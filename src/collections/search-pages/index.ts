import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditInventory } from '@/access/can-edit-inventory'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { BODY_STYLES, CONDITIONS, GREAT_DEALS } from '@/domain/inventory/filters'

/**
 * Authored search pages (site.md section 2: "/used-cars-for-sale-in-quad-cities ... Authored
 * search page"; issue 3: "a collection editors can add to"): a slug at the site root showing the
 * inventory with fixed filters. Built-in special pages (src/domain/inventory/special-pages.ts) win
 * over an authored page with the same slug.
 */
export const SearchPages: CollectionConfig = {
  slug: 'search-pages',
  admin: {
    group: 'Inventory',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    description: 'Landing pages at /{slug} that list inventory with fixed filters, e.g. "Trucks under $25,000".',
  },
  access: { read: anyone, create: canEditInventory, update: canEditInventory, delete: canEditInventory },
  hooks: {
    afterChange: [revalidateTagsAfterChange('search-pages')],
    afterDelete: [revalidateTagsAfterChange('search-pages')],
  },
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Lowercase letters, digits and single dashes only.',
      admin: {
        description: 'Address of the page: /{slug}. Lowercase letters, digits and dashes, e.g. "trucks-under-25000".',
      },
    },
    { name: 'title', type: 'text', required: true, admin: { description: 'Heading and page title.' } },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'Search-engine description; the intro is used when empty.' },
    },
    { name: 'intro', type: 'textarea', admin: { description: 'A short paragraph shown above the vehicles.' } },
    {
      name: 'filters',
      type: 'group',
      admin: { description: 'The fixed filters of this page. Leave a field empty for no filter.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'condition',
              type: 'select',
              options: [...CONDITIONS],
              admin: { width: '33%', description: 'Empty: every condition the site sells.' },
            },
            {
              name: 'bodystyle',
              type: 'select',
              options: [...BODY_STYLES],
              admin: { width: '33%', description: 'Body style.' },
            },
            {
              name: 'greatDeals',
              type: 'select',
              options: [...GREAT_DEALS],
              admin: { width: '33%', description: 'Only price drops or premium upgrades.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'make', type: 'text', admin: { width: '50%', description: 'Make as listed, e.g. "Toyota".' } },
            {
              name: 'model',
              type: 'text',
              admin: { width: '50%', description: 'Model as listed, e.g. "Camry"; needs a make.' },
            },
          ],
        },
        {
          name: 'features',
          type: 'text',
          hasMany: true,
          admin: { description: 'Features every vehicle must have, as listed, e.g. "Backup Camera".' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'priceMin',
              type: 'number',
              min: 0,
              admin: { width: '25%', description: 'Lowest price, dollars.' },
            },
            {
              name: 'priceMax',
              type: 'number',
              min: 0,
              admin: { width: '25%', description: 'Highest price, dollars.' },
            },
            { name: 'mileageMax', type: 'number', min: 0, admin: { width: '25%', description: 'Highest mileage.' } },
            {
              name: 'yearMin',
              type: 'number',
              min: 1980,
              max: 2100,
              admin: { width: '25%', description: 'Oldest model year.' },
            },
          ],
        },
      ],
    },
  ],
}
