import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { canReadLeads } from '@/access/can-read-leads'
import { leadFields } from './fields'
import { resendEndpoint } from './resend-endpoint'
import { exportEndpoint } from './export-endpoint'

/**
 * Leads (issue 4): every form submission, written before any e-mail goes out and delivered by the
 * job queue (src/services/leads). Personal data: only sales and admins read it. Nobody creates a
 * lead through the API: shoppers go through POST /api/leads.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'formType', 'store', 'source', 'medium', 'campaign', 'deliveryStatus', 'createdAt'],
    listSearchableFields: ['title', 'formType', 'campaign'],
    // Group the list by source, medium, campaign, form type or store (issue 15).
    groupBy: true,
    components: { beforeListTable: ['@/components/admin/leads-export-button#LeadsExportButton'] },
    description:
      'Form submissions from the website with their e-mail delivery. Filter or group by source, ' +
      'medium, campaign, form type or store; "Export CSV" downloads the list as filtered; open a ' +
      'lead to resend it.',
  },
  defaultSort: '-createdAt',
  access: { read: canReadLeads, create: () => false, update: isAdmin, delete: isAdmin },
  endpoints: [exportEndpoint, resendEndpoint],
  fields: leadFields,
  timestamps: true,
}
