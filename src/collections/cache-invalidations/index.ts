import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * One row per published cache invalidation (issue 18, "Invalidation across instances";
 * decision 0227). The admin's change hooks insert a row with the cache tags an edit touches,
 * through the Local API with the edit's `req`, so the row is part of the edit's own transaction.
 * A trigger (migration 20261124_122815_cache_invalidations) sends `pg_notify('cache_invalidation', tags)`
 * on insert; Postgres delivers it to every listening instance only when that transaction commits,
 * and never when it rolls back. The same trigger prunes rows older than a day.
 *
 * Nobody reads or writes these rows over the API, and the admin does not show them.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: 'cache-invalidations',
  labels: { singular: 'Cache invalidation', plural: 'Cache invalidations' },
  admin: { hidden: true, useAsTitle: 'id' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  // Rows are written once and never edited: no document locks, no versions.
  lockDocuments: false,
  timestamps: true,
  fields: [
    { name: 'tags', type: 'json', required: true, admin: { description: 'Cache tags dropped by every instance.' } },
  ],
}
