import type { CollectionConfig } from 'payload'
import { canReadLeads } from '@/access/can-read-leads'
import { isAdmin } from '@/access/is-admin'
import { revealEndpoint } from './reveal-endpoint'

const nobody = () => false
const readOnly = { readOnly: true } as const
const sealed = (name: string, description: string) => ({
  name,
  type: 'text' as const,
  hidden: true,
  admin: { description },
})

/**
 * SSNs and dates of birth of financing applicants (issue 6, "Credit data protection"), encrypted
 * with AES-256-GCM (src/services/credit-data). The cipher fields are hidden: the API and the admin
 * never return them; the admin shows a masked value and a Reveal button that decrypts on the
 * server for admins and sales and records who looked (credit-data-reveals). Written only by
 * lead intake, in the lead's transaction.
 */
export const CreditApplications: CollectionConfig = {
  slug: 'credit-applications',
  labels: { singular: 'Credit application', plural: 'Credit applications' },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'formType', 'lead', 'createdAt'],
    description:
      'Encrypted SSNs and dates of birth from financing forms. Open one and press Reveal to see them; every reveal is logged.',
  },
  defaultSort: '-createdAt',
  access: { read: canReadLeads, create: nobody, update: nobody, delete: isAdmin },
  endpoints: [revealEndpoint],
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', admin: { ...readOnly, description: 'Applicant name, as on the lead.' } },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The lead this application came with; its e-mail links here.' },
    },
    {
      name: 'formType',
      type: 'select',
      options: ['APPLY_FINANCING', 'FULL_CREDIT_APP'],
      admin: { ...readOnly, description: 'Pre-approval or full credit application.' },
    },
    {
      name: 'hasCoApplicant',
      type: 'checkbox',
      admin: { ...readOnly, description: 'The application names a co-applicant.' },
    },
    {
      name: 'sensitiveData',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/credit-data-reveal#CreditDataReveal' } },
    },
    sealed('applicantSsn', 'Encrypted SSN of the applicant.'),
    sealed('applicantDateOfBirth', 'Encrypted date of birth of the applicant.'),
    sealed('coApplicantSsn', 'Encrypted SSN of the co-applicant.'),
    sealed('coApplicantDateOfBirth', 'Encrypted date of birth of the co-applicant.'),
    {
      // The disposal's clock (issue 34; decision 0302): set when the application is received and at
      // every reveal, never by housekeeping writes (a title removed with an anonymised lead), which
      // only move updatedAt. Every creation path gets it from the default.
      name: 'lastUsedAt',
      type: 'date',
      label: 'Last used',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        ...readOnly,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'When the application was received or its SSN and date of birth were last revealed. The Data retention period runs from here.',
      },
    },
    {
      // Set by the daily disposal (issue 34, src/services/retention): the sealed fields are empty from then on.
      name: 'sensitiveDataDisposedAt',
      type: 'date',
      label: 'SSN and date of birth erased on',
      index: true,
      admin: {
        ...readOnly,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Erased under the Data retention setting, two years after the application was last used by default. Empty: still kept.',
      },
    },
  ],
}
