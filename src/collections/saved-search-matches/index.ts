import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadEmailAlerts } from '@/access/can-read-email-alerts'
import { savedSearchField } from '../saved-searches/subscription-field'

/**
 * A vehicle that arrived and matched a saved search (issue 38; decision 0337): ONE row per saved
 * search and vehicle (unique), inserted with ON CONFLICT DO NOTHING, so a vehicle is announced to a
 * search once, whichever instance matched it and however often a job ran. Its `alert` is the e-mail
 * that announced it, set when that e-mail is queued; until then the match waits for the search's
 * next alert. Shown in the admin under the saved search's e-mails; written by the website only.
 */
export const SavedSearchMatches: CollectionConfig = {
  slug: 'saved-search-matches',
  labels: { singular: 'Saved-search match', plural: 'Saved-search matches' },
  admin: { group: 'Leads', hidden: true, defaultColumns: ['subscription', 'vehicle', 'alert', 'createdAt'] },
  defaultSort: '-createdAt',
  graphQL: false,
  access: { read: canReadEmailAlerts, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['subscription', 'vehicle'], unique: true }],
  fields: [
    savedSearchField(),
    {
      // Not required: a vehicle deleted from the inventory leaves the record that it was announced.
      name: 'vehicle',
      type: 'relationship',
      relationTo: 'vehicles',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'alert',
      type: 'relationship',
      relationTo: 'saved-search-alerts',
      index: true,
      label: 'E-mail',
      admin: { readOnly: true, description: 'The e-mail that announced it; empty while it waits for the next one.' },
    },
  ],
  timestamps: true,
}
