import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditInventory } from '@/access/can-edit-inventory'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'

const PATH = /^\/[^\s?#]*$/

/**
 * Redirects editors add themselves (issue 3, "Editors can add their own redirects in the admin").
 * Applied only to paths no page or built-in legacy rule answers, just before the 404.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    group: 'Inventory',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'permanent'],
    description: 'Send an old address to a new one. Used only when no page exists at the old address.',
  },
  access: { read: anyone, create: canEditInventory, update: canEditInventory, delete: canEditInventory },
  hooks: {
    afterChange: [revalidateTagsAfterChange('redirects')],
    afterDelete: [revalidateTagsAfterChange('redirects')],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && PATH.test(value) ? true : 'A path starting with "/", without spaces, query or #.',
      admin: {
        description: 'Old path, e.g. /specials/spring-sale. Matched without regard to case or a trailing slash.',
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && (/^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value))
          ? true
          : 'A path starting with "/" or an https:// address.',
      admin: { description: 'New path or full https:// address.' },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Permanent (308) tells search engines to forget the old address; untick for a temporary (307) redirect.',
      },
    },
  ],
}
