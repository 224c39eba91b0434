import type { CollectionConfig } from 'payload'
import { canReadLeads } from '@/access/can-read-leads'

const readOnly = { readOnly: true } as const

/**
 * One e-mail per lead, delivery round and recipient (issue 4, exactly-once delivery). `key` is
 * unique: the delivery job claims a row before it talks to SMTP and marks it sent after, so a
 * retried or doubly-run job never sends the same message twice (src/services/leads/claim.ts).
 */
export const LeadMessages: CollectionConfig = {
  slug: 'lead-messages',
  admin: {
    group: 'Leads',
    useAsTitle: 'subject',
    defaultColumns: ['recipient', 'subject', 'status', 'sentAt', 'lead'],
    description: 'Every lead e-mail, one per recipient. Written by the delivery job only.',
  },
  access: { read: canReadLeads, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { ...readOnly, description: 'lead:round:audience:recipient, unique.' },
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The lead this e-mail belongs to.' },
    },
    {
      name: 'round',
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: { ...readOnly, description: 'Delivery round: 1, then one more per Resend.' },
    },
    {
      name: 'audience',
      type: 'select',
      options: ['dealership', 'staff-member'],
      admin: { ...readOnly, description: 'The lead inbox, or the staff member written to.' },
    },
    { name: 'recipient', type: 'email', required: true, admin: { ...readOnly, description: 'Who received it.' } },
    { name: 'subject', type: 'text', admin: { ...readOnly, description: 'Subject line.' } },
    { name: 'type', type: 'select', options: ['adf', 'text'], admin: { ...readOnly, description: 'ADF/XML or text.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      options: ['sending', 'sent', 'failed'],
      index: true,
      admin: { ...readOnly, description: 'sending: claimed by a worker; sent: accepted by the mail server.' },
    },
    {
      name: 'messageId',
      type: 'text',
      admin: {
        ...readOnly,
        description: 'Message-ID header, stable per lead and recipient so receivers can drop duplicates.',
      },
    },
    { name: 'claimedAt', type: 'date', admin: { ...readOnly, description: 'When a worker started sending.' } },
    { name: 'sentAt', type: 'date', admin: { ...readOnly, description: 'When the mail server accepted it.' } },
    {
      name: 'tries',
      type: 'number',
      defaultValue: 0,
      admin: { ...readOnly, description: 'Send attempts for this message.' },
    },
    { name: 'error', type: 'textarea', admin: { ...readOnly, description: 'Last error from the mail server.' } },
  ],
}
