import type { GlobalConfig } from 'payload'
import { isStaff } from '@/access/is-staff'
import { canEditRouting } from '@/access/can-edit-routing'
import { FORM_TYPES, FORM_TYPE_LABELS } from '@/domain/leads/form-types'
import { DEFAULT_STORE_INBOX, DEFAULT_SUBJECT, DEFAULT_TYPE } from '@/domain/leads/routing'
import { auditRoutingChange } from './hooks/audit-routing-change'

/**
 * E-mail routing per form type (site.md section 3, visitor-layer.md section 7): type adf or text,
 * subject, recipients. A form type without a row uses subject 'Website Lead', type text, and the
 * company inbox. A store the visitor picked overrides the recipients, unless the rule says its
 * inbox gets a copy or is left out (src/domain/leads/routing.ts, decision 0247).
 */
export const EmailRouting: GlobalConfig = {
  slug: 'email-routing',
  label: 'Lead e-mail routing',
  admin: {
    group: 'Leads',
    description: `Where each form's leads are e-mailed. Forms without a row go to the company inbox as "${DEFAULT_SUBJECT}" in the ${DEFAULT_TYPE} format. A store picked by the visitor overrides the recipients.`,
  },
  access: { read: isStaff, update: canEditRouting },
  versions: { max: 20 },
  // Every change is in the audit log (issue 34).
  hooks: { afterChange: [auditRoutingChange] },
  fields: [
    {
      name: 'rules',
      type: 'array',
      labels: { singular: 'Rule', plural: 'Rules' },
      admin: { description: 'One row per form type. Later rows for the same form type are ignored.' },
      fields: [
        {
          name: 'formType',
          type: 'select',
          required: true,
          options: FORM_TYPES.map((value) => ({ value, label: `${FORM_TYPE_LABELS[value]} (${value})` })),
          admin: { description: 'The form this rule applies to.' },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_TYPE,
          options: [
            { value: 'text', label: 'Text (readable e-mail)' },
            { value: 'adf', label: 'ADF/XML (for a CRM)' },
          ],
          admin: { description: 'Text for people; ADF/XML 1.0 when the inbox belongs to a CRM.' },
        },
        {
          name: 'storeInbox',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_STORE_INBOX,
          label: "The chosen store's inbox",
          options: [
            { value: 'replace', label: 'Replaces the recipients below (the store handles it)' },
            { value: 'copy', label: 'Gets a copy beside the recipients below' },
            { value: 'ignore', label: 'Is left out: only the recipients below (e.g. careers, billing)' },
          ],
          admin: {
            description:
              "When the shopper picked a store, what that store's e-mail does for this form. Without a " +
              'picked store, the recipients below (or the company inbox) get it either way.',
          },
        },
        {
          name: 'subject',
          type: 'text',
          defaultValue: DEFAULT_SUBJECT,
          admin: { description: `Subject line; "${DEFAULT_SUBJECT}" when empty.` },
        },
        {
          name: 'recipients',
          type: 'array',
          admin: {
            description: 'Inboxes that receive this form. Empty: the company inbox from the dealership profile.',
          },
          fields: [{ name: 'email', type: 'email', required: true, admin: { description: 'One address.' } }],
        },
      ],
    },
  ],
}
