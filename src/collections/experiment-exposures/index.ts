import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'

/**
 * One row per visitor and experiment: the variant the visitor was shown, and when first
 * (issue 15, "Experiments that can be measured"; decision 0176). Written first-party by
 * POST /api/experiments/exposures, once per visitor and experiment (unique index), so the results
 * in the admin count visitors, not page views. Nobody edits them.
 */
export const ExperimentExposures: CollectionConfig = {
  slug: 'experiment-exposures',
  labels: { singular: 'Experiment exposure', plural: 'Experiment exposures' },
  admin: {
    group: 'Content',
    hidden: true,
    useAsTitle: 'experiment',
    defaultColumns: ['experiment', 'variant', 'visitorId', 'createdAt'],
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['experiment', 'visitorId'], unique: true }],
  fields: [
    { name: 'experiment', type: 'text', required: true, index: true, admin: { description: 'Experiment key.' } },
    { name: 'variant', type: 'text', required: true, admin: { description: 'Variant the visitor was shown.' } },
    { name: 'visitorId', type: 'text', required: true, admin: { description: 'Anonymous browser id (uniqueUserId).' } },
  ],
  timestamps: true,
}
