import type { CollectionConfig, Field } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadPriceAlerts } from '@/access/can-read-price-alerts'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS } from '@/domain/price-alerts/rules'
import { deleteNoticesOfSubscription } from './hooks/delete-notices'
import { stampUnsubscribe } from './hooks/stamp-unsubscribe'

/** Written by the alert flow only (src/services/price-alerts): staff read them. */
const systemOnly = { update: () => false }
const readOnly = { readOnly: true } as const
/** Secrets and working state of the confirmation: never shown, never in an API answer. */
const internal = { read: () => false, update: () => false }

const fields: Field[] = [
  {
    name: 'email',
    type: 'email',
    required: true,
    index: true,
    access: systemOnly,
    admin: { ...readOnly, description: 'Where the alerts go.' },
  },
  {
    name: 'vehicle',
    type: 'relationship',
    relationTo: 'vehicles',
    required: true,
    index: true,
    access: systemOnly,
    admin: { ...readOnly, description: 'The vehicle whose price is watched.' },
  },
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'pending',
    index: true,
    options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] })),
    admin: {
      description:
        'Waiting for confirmation: the shopper has not yet pressed the button in the confirmation ' +
        'e-mail, and gets no alerts. Active: gets an e-mail when the price drops. Unsubscribed: ' +
        'gets nothing more. Set Unsubscribed to stop the alerts for a shopper who asks by phone.',
    },
  },
  {
    name: 'sendToSales',
    type: 'checkbox',
    label: 'Send my details to a salesperson',
    defaultValue: false,
    access: systemOnly,
    admin: {
      ...readOnly,
      description:
        'The shopper ticked this box when confirming. Only then does the sales team get their e-mail address, as a lead.',
    },
  },
  {
    name: 'lead',
    type: 'relationship',
    relationTo: 'leads',
    access: systemOnly,
    admin: { ...readOnly, description: 'The lead the sales team got (only when the box above was ticked).' },
  },
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
        admin: { ...readOnly, width: '50%', description: 'The price in the last alert e-mail sent, in whole dollars.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'confirmationSentAt',
        type: 'date',
        access: systemOnly,
        admin: { ...readOnly, width: '33%', description: 'When the last confirmation e-mail went out.' },
      },
      {
        name: 'confirmedAt',
        type: 'date',
        access: systemOnly,
        admin: { ...readOnly, width: '33%', description: 'When the shopper confirmed.' },
      },
      {
        name: 'unsubscribedAt',
        type: 'date',
        access: systemOnly,
        admin: { ...readOnly, width: '33%', description: 'When the alerts were stopped.' },
      },
    ],
  },
  // SHA-256 of the link in the newest confirmation e-mail (decision 0270), and what that request asked.
  { name: 'confirmTokenHash', type: 'text', index: true, access: internal, admin: { hidden: true } },
  { name: 'pendingSendToSales', type: 'checkbox', access: internal, admin: { hidden: true } },
]

/**
 * Price-drop alerts on a saved vehicle (issue 21; decision 0270): one per e-mail address and
 * vehicle (a repeated request reuses it). Made by POST /api/price-alerts, confirmed by the shopper
 * from the e-mail (double opt-in), stopped by the unsubscribe link. Nobody creates one here.
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
  access: { read: canReadPriceAlerts, create: () => false, update: canReadPriceAlerts, delete: isAdmin },
  indexes: [{ fields: ['email', 'vehicle'], unique: true }],
  hooks: { beforeChange: [stampUnsubscribe], beforeDelete: [deleteNoticesOfSubscription] },
  fields,
  timestamps: true,
}
