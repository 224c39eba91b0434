import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadEmailAlerts } from '@/access/can-read-email-alerts'
import { alertEmailFields } from '@/fields/alert-subscription'
import { savedSearchField } from '../saved-searches/subscription-field'

/**
 * One saved-search alert e-mail (issue 38; decision 0337): queued with its send job when a saved
 * search's last alert is a day old and new vehicles match it, listing up to 6 of them. The row is
 * the send's claim, as lead-messages are for leads; its matches (saved-search-matches) say which
 * vehicles it announced. Written by the alert flow only.
 */
export const SavedSearchAlerts: CollectionConfig = {
  slug: 'saved-search-alerts',
  labels: { singular: 'Saved-search e-mail', plural: 'Saved-search e-mails' },
  admin: {
    group: 'Leads',
    defaultColumns: ['subscription', 'status', 'sentAt', 'createdAt'],
    description:
      'Every e-mail about new vehicles for a saved search: queued, sent, or not sent and why, with the ' +
      'vehicles it named. Written by the website only.',
  },
  defaultSort: '-createdAt',
  // Shoppers' addresses and alert history: staff read them in the admin (REST), never over the public GraphQL.
  graphQL: false,
  access: { read: canReadEmailAlerts, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    savedSearchField('Who it is for.'),
    ...alertEmailFields(),
    {
      name: 'vehicles',
      type: 'join',
      collection: 'saved-search-matches',
      on: 'alert',
      admin: {
        description: 'The new vehicles this e-mail announced (it lists up to 6 and counts the rest).',
        defaultColumns: ['vehicle', 'createdAt'],
      },
    },
  ],
  timestamps: true,
}
