import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'

const nobody = () => false
const readOnly = { readOnly: true } as const

/**
 * The audit trail of credit-data reveals (issue 6): who saw which applicant's SSN and date of
 * birth, when and from where. Written only by the reveal endpoint; nobody edits or deletes it.
 */
export const CreditDataReveals: CollectionConfig = {
  slug: 'credit-data-reveals',
  labels: { singular: 'Credit data reveal', plural: 'Credit data reveals' },
  admin: {
    group: 'Leads',
    defaultColumns: ['application', 'user', 'role', 'createdAt'],
    description: 'Every time someone revealed an SSN or date of birth. Read-only.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    // Not required: the trail outlives a deleted application or user (the link becomes empty).
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'credit-applications',
      index: true,
      admin: { ...readOnly, description: 'The application whose data was shown (empty once it was deleted).' },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { ...readOnly, description: 'Who revealed it (empty once the account was deleted).' },
    },
    {
      name: 'userEmail',
      type: 'text',
      admin: { ...readOnly, description: 'Their e-mail at the time, kept if the account is deleted.' },
    },
    { name: 'role', type: 'text', admin: { ...readOnly, description: 'Their role at the time.' } },
    { name: 'ip', type: 'text', admin: { ...readOnly, description: 'Address the request came from.' } },
  ],
}
