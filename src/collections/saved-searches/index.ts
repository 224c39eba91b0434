import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadEmailAlerts } from '@/access/can-read-email-alerts'
import { subscriberFields, subscriptionDateFields } from '@/fields/alert-subscription'
import { stampUnsubscribe } from '@/collections/hooks/stamp-unsubscribe'
import { deleteRowsOfSubscription } from '@/collections/hooks/delete-rows-of-subscription'

const readOnly = { readOnly: true } as const

/**
 * Saved searches with e-mail alerts (issue 38; decision 0337): one per e-mail address and results
 * page (a repeated request reuses it). Made by "Save this search" (POST /api/search-alerts),
 * confirmed by the shopper from the e-mail (double opt-in), stopped by the unsubscribe link. When
 * vehicles matching the search arrive, the shopper gets one e-mail a day at most. Nobody creates one
 * here. The fields every e-mail alert keeps come from src/fields/alert-subscription.ts.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'title', 'status', 'sendToSales', 'lastAlertAt', 'createdAt'],
    listSearchableFields: ['email', 'title'],
    description:
      'Shoppers who saved a search and asked to hear about new vehicles that match it. When vehicles ' +
      'arrive (added here, over the API, or by a CSV or feed import), each active search gets one ' +
      'e-mail a day at most, listing up to 6 new matches and linking to the search. Unsubscribed ' +
      'entries are kept so the address is not written to again; delete one to erase the address.',
  },
  defaultSort: '-createdAt',
  // Shoppers' addresses: staff read them in the admin (REST), never over the public GraphQL.
  graphQL: false,
  access: { read: canReadEmailAlerts, create: () => false, update: canReadEmailAlerts, delete: isAdmin },
  indexes: [{ fields: ['email', 'searchUrl'], unique: true }],
  hooks: {
    beforeChange: [stampUnsubscribe],
    // The matches point at the e-mails: they go first.
    beforeDelete: [deleteRowsOfSubscription(['saved-search-matches', 'saved-search-alerts'])],
  },
  fields: [
    ...subscriberFields(
      {
        activeMeans: 'gets at most one e-mail a day when new vehicles match the search.',
        salesContext: 'the sales team',
      },
      [
        {
          name: 'title',
          type: 'text',
          required: true,
          label: 'Search',
          admin: { description: 'The search in words, as the heading of its results page said it.' },
        },
        {
          name: 'searchUrl',
          type: 'text',
          required: true,
          index: true,
          label: 'Search page',
          admin: {
            description:
              'The results page the shopper saved. New vehicles are matched with its filters, exactly as ' +
              'that page shows them.',
          },
        },
      ],
    ),
    {
      name: 'lastAlertAt',
      type: 'date',
      label: 'Last alert',
      access: { update: () => false },
      admin: {
        ...readOnly,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the last alert e-mail was queued. The next one waits at least 24 hours.',
      },
    },
    ...subscriptionDateFields(),
    {
      name: 'alerts',
      type: 'join',
      collection: 'saved-search-alerts',
      on: 'subscription',
      admin: {
        description: 'The alert e-mails of this search: sent, or not sent and why.',
        defaultColumns: ['status', 'sentAt', 'skipReason'],
      },
    },
  ],
  timestamps: true,
}
