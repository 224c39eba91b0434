import type { CollectionConfig } from 'payload'
import { userHasRole } from '@/access/roles'

const nobody = () => false

/**
 * The "poor for three days" e-mails already sent (issue 40 "An alert", decision 0325): one row per
 * template, metric and first poor day of the episode. The daily job inserts the row before it
 * e-mails, and e-mails only when the insert was new, so an episode is reported once, however many
 * days it lasts and however many instances run the job.
 */
export const WebVitalsAlerts: CollectionConfig = {
  slug: 'web-vitals-alerts',
  labels: { singular: 'Site speed alert', plural: 'Site speed alerts' },
  admin: {
    hidden: true,
    useAsTitle: 'template',
    description: 'Site speed e-mails sent to the managers, one per poor episode.',
  },
  access: {
    read: ({ req }) => userHasRole(req.user, ['manager']),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  graphQL: false,
  lockDocuments: false,
  timestamps: false,
  indexes: [{ fields: ['template', 'metric', 'since'], unique: true }],
  fields: [
    { name: 'template', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'metric', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'since',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'First poor day of the episode, YYYY-MM-DD (UTC).' },
    },
    {
      name: 'p75',
      type: 'number',
      required: true,
      admin: { readOnly: true, description: 'p75 on the third poor day.' },
    },
    { name: 'notifiedAt', type: 'date', required: true, admin: { readOnly: true } },
  ],
}
