import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * Browsers that passed the second factor (issue 34; src/services/staff-auth/passes.ts). Server
 * only: hidden from the admin, closed to every API, holding hashes, never the cookie itself.
 */
export const SecondFactorPasses: CollectionConfig = {
  slug: 'second-factor-passes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
