import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '@/access/is-admin'
import { selfOrAdmin } from '@/access/self-or-admin'
import { ROLES, ROLE_LABELS } from '@/access/roles'
import { env } from '@/config/env'
import { sessionCookieOptions } from '@/config/session-cookie'
import { auditFailedSignIn, auditSignIn, rememberSignInAttempt } from './hooks/audit-sign-in'
import { auditAccountChange, auditAccountDeleted } from './hooks/audit-account-changes'

/** Staff accounts. Only admins create users or change roles (issue 2). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Admin',
    description: 'Staff who sign in to this admin. Only admins can add people or change their role.',
  },
  auth: {
    // Payload's lockout: five wrong passwords lock the account for ten minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // SameSite=Lax; Secure whenever PUBLIC_URL is https (issue 16, section 4; decision 0217).
    cookies: sessionCookieOptions(env().PUBLIC_URL),
  },
  // Sign-ins, failed sign-ins, locks, and accounts created, deleted or given another role go to
  // the audit log (issue 34; decision 0297).
  hooks: {
    beforeOperation: [rememberSignInAttempt],
    afterLogin: [auditSignIn],
    afterError: [auditFailedSignIn],
    afterChange: [auditAccountChange],
    afterDelete: [auditAccountDeleted],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    delete: isAdmin,
    read: selfOrAdmin,
    update: selfOrAdmin,
  },
  fields: [
    { name: 'name', type: 'text', admin: { description: 'Shown in the admin and on audit records.' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'sales',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'What this person may do. Only admins can change it.' },
    },
  ],
}
