import type { CollectionConfig } from 'payload'
import { userHasRole } from '@/access/roles'

const nobody = () => false

/**
 * Real-user Core Web Vitals as histograms (issue 40, decision 0325): one row counts the visits of
 * one day (UTC), page template and device class whose value of one metric fell into one fixed
 * bucket (src/domain/vitals/histogram.ts). No visitor, address, page or time of visit is kept, and
 * the table cannot grow past days × templates × devices × buckets, however many visits come.
 * Rows are only ever incremented by POST /api/vitals, in one atomic statement; the "Site speed"
 * admin view reads them. Managers and admins may read the raw counts.
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: { singular: 'Site speed histogram bucket', plural: 'Site speed histograms' },
  admin: {
    hidden: true,
    useAsTitle: 'day',
    description:
      'Counts of real visits per day, page template, device and Core Web Vitals bucket. Read in "Site speed".',
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
  indexes: [{ fields: ['day', 'template', 'device', 'metric', 'bucket'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, admin: { readOnly: true, description: 'YYYY-MM-DD (UTC).' } },
    { name: 'template', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'device', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'metric', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'bucket',
      type: 'number',
      required: true,
      admin: { readOnly: true, description: 'Index of the fixed bucket (src/domain/vitals/metrics.ts).' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
