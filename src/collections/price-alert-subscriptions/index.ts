import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadEmailAlerts } from '@/access/can-read-email-alerts'
import { subscriberFields, subscriptionDateFields } from '@/fields/alert-subscription'
import { stampUnsubscribe } from '@/collections/hooks/stamp-unsubscribe'
import { deleteRowsOfSubscription } from '@/collections/hooks/delete-rows-of-subscription'

/** Written by the alert flow only (src/services/price-alerts): staff read them. */
const systemOnly = { update: () => false }
const readOnly = { readOnly: true } as const

/**
 * Price-drop alerts on a saved vehicle (issue 21; decision 0270): one per e-mail address and
 * vehicle (a repeated request reuses it). Made by POST /api/price-alerts, confirmed by the shopper
 * from the e-mail (double opt-in), stopped by the unsubscribe link. Nobody creates one here. The
 * fields every e-mail alert keeps come from src/fields/alert-subscription.ts.
 */
export const PriceAlertSubscriptions: CollectionConfig = {
  slug: 'price-alert-subscriptions',
  labels: { singular: 'Price-drop alert', plural: 'Price-drop alerts' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'vehicle', 'status', 'sendToSales', 'lastNotifiedPrice', 'createdAt'],
    listSearchableFields: ['email'],
    description:
      'Shoppers who asked for an e-mail when a saved vehicle gets cheaper. Alerts go out by ' +
      'themselves when a price is lowered (here or by a CSV import), never for a sold vehicle. ' +
      'Unsubscribed entries are kept so the address is not written to again; delete one to erase ' +
      'the address.',
  },
  defaultSort: '-createdAt',
  // Shoppers' addresses and alert history: staff read them in the admin (REST), never over the public GraphQL.
  graphQL: false,
  access: { read: canReadEmailAlerts, create: () => false, update: canReadEmailAlerts, delete: isAdmin },
  indexes: [{ fields: ['email', 'vehicle'], unique: true }],
  hooks: {
    beforeChange: [stampUnsubscribe],
    beforeDelete: [deleteRowsOfSubscription(['price-alert-notices'])],
  },
  fields: [
    ...subscriberFields({ activeMeans: 'gets an e-mail when the price drops.', salesContext: 'the sales team' }, [
      {
        name: 'vehicle',
        type: 'relationship',
        relationTo: 'vehicles',
        required: true,
        index: true,
        admin: { description: 'The vehicle whose price is watched.' },
      },
    ]),
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedPrice',
          type: 'number',
          access: systemOnly,
          admin: { ...readOnly, width: '50%', description: 'The price when the shopper confirmed, in whole dollars.' },
        },
        {
          name: 'lastNotifiedPrice',
          type: 'number',
          access: systemOnly,
          admin: {
            ...readOnly,
            width: '50%',
            description: 'The price in the last alert e-mail sent, in whole dollars.',
          },
        },
      ],
    },
    ...subscriptionDateFields(),
  ],
  timestamps: true,
}
