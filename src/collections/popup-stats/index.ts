import type { CollectionConfig } from 'payload'
import { userHasRole } from '@/access/roles'

const nobody = () => false

/**
 * Daily counts per popup (issue 20, decision 0246): how many times it was shown and how many times
 * its form was sent, for the dashboard's conversion per popup. No visitor id, address or page: a
 * row is a popup, a day and two numbers, and a view is counted only for a visitor whose consent
 * allows analytics cookies (checked by the server, POST /api/popups/stats). Rows are only ever
 * incremented by that endpoint, in one atomic statement; nobody edits them in the admin.
 */
export const PopupStats: CollectionConfig = {
  slug: 'popup-stats',
  labels: { singular: 'Popup statistics (one day)', plural: 'Popup statistics' },
  admin: {
    group: 'Content',
    useAsTitle: 'popupId',
    defaultColumns: ['day', 'popupId', 'views', 'submissions'],
    description:
      'How often each popup was shown and sent, per day, counted without personal data and only ' +
      'for visitors who allow analytics cookies. The dashboard sums the last 30 days.',
  },
  access: {
    read: ({ req }) => userHasRole(req.user, ['marketing', 'manager']),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  graphQL: false,
  lockDocuments: false,
  timestamps: false,
  indexes: [{ fields: ['popupId', 'day'], unique: true }],
  fields: [
    {
      name: 'popupId',
      type: 'text',
      required: true,
      label: 'Popup',
      admin: { readOnly: true, description: 'The popup\'s ID (its "Popup ID" field).' },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      label: 'Day (UTC)',
      admin: { readOnly: true, description: 'YYYY-MM-DD.' },
    },
    { name: 'views', type: 'number', required: true, defaultValue: 0, label: 'Shown', admin: { readOnly: true } },
    { name: 'submissions', type: 'number', required: true, defaultValue: 0, label: 'Sent', admin: { readOnly: true } },
  ],
}
