import type { CollectionConfig } from 'payload'

/**
 * Vehicles that arrived on the site and have not been matched against the saved searches yet
 * (issue 38; decision 0337): written by the Vehicles hook in the save's own transaction (so a
 * rolled-back import leaves none), one per vehicle, and taken (deleted) by the matching job, which
 * skips rows another instance holds. A working queue of the server: nobody reads it.
 */
export const SavedSearchArrivals: CollectionConfig = {
  slug: 'saved-search-arrivals',
  admin: { hidden: true },
  graphQL: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      // Not required: a vehicle deleted before it was matched leaves an empty row, taken like the others.
      name: 'vehicle',
      type: 'relationship',
      relationTo: 'vehicles',
      unique: true,
      index: true,
    },
    { name: 'arrivedAt', type: 'date', required: true },
  ],
  timestamps: true,
}
