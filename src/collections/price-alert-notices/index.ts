import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadEmailAlerts } from '@/access/can-read-email-alerts'
import { alertEmailFields } from '@/fields/alert-subscription'

const readOnly = { readOnly: true } as const

/**
 * One price-drop alert e-mail: one per subscription and price (unique), queued in the same
 * transaction as the price change and its delivery job, so a second instance or a repeated save
 * finds the alert already there and sends nothing twice (issue 21; decision 0270). The row is also
 * the send's claim, as lead-messages are for leads. Written by the alert flow only.
 */
export const PriceAlertNotices: CollectionConfig = {
  slug: 'price-alert-notices',
  labels: { singular: 'Price-drop alert e-mail', plural: 'Price-drop alert e-mails' },
  admin: {
    group: 'Leads',
    defaultColumns: ['subscription', 'vehicle', 'previousPrice', 'price', 'status', 'sentAt'],
    description: 'Every price-drop alert e-mail: queued, sent, or not sent and why. Written by the website only.',
  },
  defaultSort: '-createdAt',
  // Shoppers' addresses and alert history: staff read them in the admin (REST), never over the public GraphQL.
  graphQL: false,
  access: { read: canReadEmailAlerts, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['subscription', 'price'], unique: true }],
  fields: [
    {
      name: 'subscription',
      type: 'relationship',
      relationTo: 'price-alert-subscriptions',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'Who it is for.' },
    },
    {
      name: 'vehicle',
      type: 'relationship',
      relationTo: 'vehicles',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The vehicle that got cheaper.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'previousPrice',
          type: 'number',
          admin: { ...readOnly, width: '50%', description: 'The price the shopper last heard from us.' },
        },
        {
          name: 'price',
          type: 'number',
          required: true,
          admin: { ...readOnly, width: '50%', description: 'The new, lower price.' },
        },
      ],
    },
    ...alertEmailFields(),
  ],
  timestamps: true,
}
