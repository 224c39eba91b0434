import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { AUDIT_ACTIONS, AUDIT_ACTION_VALUES, AUDIT_RETENTION_DAYS } from '@/domain/audit/actions'
import { auditExportEndpoint } from './export-endpoint'

const nobody = () => false
const readOnly = { readOnly: true } as const

/**
 * The audit log (issue 34, "Audit log"; 16 CFR 314.4(c)(8)): sign-ins, exports, reveals, staff
 * account changes, routing changes and erasures, each with who, from where and what. Written only
 * by server code (src/services/audit/record-audit-event.ts, with overrideAccess); nobody creates,
 * edits or deletes a row through the API or the admin. Staff are kept as plain id and e-mail, not
 * as a relationship: a deleted account leaves its rows as they were (decision 0297).
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit event', plural: 'Audit log' },
  admin: {
    group: 'Admin',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'summary', 'actorEmail', 'ip'],
    listSearchableFields: ['summary', 'actorEmail', 'subjectEmail'],
    components: { beforeListTable: ['@/components/admin/audit-export-button#AuditExportButton'] },
    description:
      `What staff did with customer information: sign-ins, exports, reveals, account and routing ` +
      `changes, people forgotten on request. Filter by what happened, staff member or date; ` +
      `"Export CSV" downloads the list as filtered. Read-only. Kept for two years ` +
      `(${AUDIT_RETENTION_DAYS} days), then deleted by the daily disposal.`,
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  endpoints: [auditExportEndpoint],
  timestamps: true,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: 'What happened',
      options: AUDIT_ACTION_VALUES.map((value) => ({ value, label: AUDIT_ACTIONS[value] })),
      admin: { ...readOnly, description: 'The kind of event.' },
    },
    {
      name: 'summary',
      type: 'text',
      admin: { ...readOnly, description: 'The event in one line.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'actorEmail',
          type: 'text',
          index: true,
          label: 'Staff member',
          admin: {
            ...readOnly,
            width: '50%',
            description: 'Who acted, by their e-mail at the time. Empty for a sign-in attempt with an unknown e-mail.',
          },
        },
        {
          name: 'actorRole',
          type: 'text',
          label: 'Role',
          admin: { ...readOnly, width: '25%', description: 'Their role at the time.' },
        },
        {
          name: 'actorId',
          type: 'number',
          index: true,
          label: 'Staff account id',
          admin: { ...readOnly, width: '25%', description: 'Their account number.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subjectEmail',
          type: 'text',
          label: 'Account acted upon',
          admin: {
            ...readOnly,
            width: '50%',
            description: "The staff account changed (a role, a reset), when it is someone else's.",
          },
        },
        {
          name: 'subjectUserId',
          type: 'number',
          index: true,
          label: 'Its account id',
          admin: { ...readOnly, width: '50%', description: 'That account’s number.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ip',
          type: 'text',
          label: 'Address',
          admin: { ...readOnly, width: '50%', description: 'The address the request came from.' },
        },
        {
          name: 'userAgent',
          type: 'text',
          label: 'Browser',
          admin: { ...readOnly, width: '50%', description: 'The browser or program that sent it.' },
        },
      ],
    },
    {
      name: 'creditDataReveal',
      type: 'relationship',
      relationTo: 'credit-data-reveals',
      admin: { ...readOnly, description: 'For a reveal: the record of it, with the application.' },
    },
    {
      name: 'details',
      type: 'json',
      admin: {
        ...readOnly,
        description:
          'Filters, row counts, old and new role and the like. Never a shopper’s e-mail, phone, SSN or date of birth.',
      },
    },
  ],
}
