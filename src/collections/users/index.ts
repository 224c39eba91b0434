import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '@/access/is-admin'
import { selfOrAdmin } from '@/access/self-or-admin'
import { ROLES, ROLE_LABELS } from '@/access/roles'
import { env } from '@/config/env'
import { sessionCookieOptions } from '@/config/session-cookie'
import { gateIsOpen } from '@/domain/security/second-factor/gate'
import { secondFactorStateOf } from '@/services/staff-auth/gate'
import { secondFactorEndpoints } from './second-factor-endpoints'
import { secondFactorFields } from './second-factor-fields'
import {
  revokePassOnLogout,
  revokePassesAfterChange,
  revokePassesOnPasswordReset,
  revokePassesOnDelete,
  revokeSessionsOnChange,
} from './session-hooks'
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
  access: {
    // A session that still owes the second factor opens only the second-factor page (issue 34):
    // Payload sends it there (admin.routes.unauthorized in payload.config.ts).
    admin: async ({ req }) => Boolean(req.user) && gateIsOpen(await secondFactorStateOf(req)),
    create: isAdmin,
    delete: isAdmin,
    read: selfOrAdmin,
    update: selfOrAdmin,
  },
  endpoints: secondFactorEndpoints,
  hooks: {
    // Sign-ins, failures and locks in the audit log (issue 34, "Audit log").
    beforeOperation: [rememberSignInAttempt],
    afterLogin: [auditSignIn],
    afterError: [auditFailedSignIn],
    // A password, role or second-factor change signs the person out everywhere (issue 34, "Staff sessions").
    beforeChange: [revokeSessionsOnChange],
    afterChange: [auditAccountChange, revokePassesAfterChange],
    // A reset with the e-mailed link bypasses the change hooks (Payload writes it directly).
    afterOperation: [revokePassesOnPasswordReset],
    afterLogout: [revokePassOnLogout],
    beforeDelete: [revokePassesOnDelete],
    afterDelete: [auditAccountDeleted],
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
    ...secondFactorFields,
  ],
}
