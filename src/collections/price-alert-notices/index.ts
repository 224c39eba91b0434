import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadPriceAlerts } from '@/access/can-read-price-alerts'
import { NOTICE_STATUSES, NOTICE_STATUS_LABELS } from '@/domain/price-alerts/rules'

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
  access: { read: canReadPriceAlerts, create: () => false, update: () => false, delete: isAdmin },
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
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: NOTICE_STATUSES.map((value) => ({ value, label: NOTICE_STATUS_LABELS[value] })),
      admin: { ...readOnly, description: 'Sent: the mail server accepted it.' },
    },
    { name: 'skipReason', type: 'text', admin: { ...readOnly, description: 'Why it was not sent.' } },
    {
      type: 'row',
      fields: [
        { name: 'claimedAt', type: 'date', admin: { ...readOnly, width: '33%', description: 'When sending began.' } },
        { name: 'sentAt', type: 'date', admin: { ...readOnly, width: '33%', description: 'When it was sent.' } },
        {
          name: 'tries',
          type: 'number',
          defaultValue: 0,
          admin: { ...readOnly, width: '33%', description: 'Attempts.' },
        },
      ],
    },
    { name: 'error', type: 'textarea', admin: { ...readOnly, description: 'Last error from the mail server.' } },
    {
      name: 'messageId',
      type: 'text',
      admin: { ...readOnly, description: 'Message-ID header, the same on every attempt of this e-mail.' },
    },
    // SHA-256 of this e-mail's unsubscribe link (decision 0270): never shown, never in an API answer.
    {
      name: 'unsubscribeTokenHash',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
