import type { GlobalConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { CUSTOMER_DATA_ROLES, ROLES, ROLE_LABELS, type Role } from '@/access/roles'
import { missingCustomerDataRoles } from '@/domain/security/second-factor/required-roles'

/**
 * Which roles must sign in with a second factor (issue 34, "Who needs it"). Admins only. The roles
 * that reach customer information are always on the list (16 CFR 314.4(c)(5)); the admin may add
 * the others.
 */
export const SignInSecurity: GlobalConfig = {
  slug: 'sign-in-security',
  label: 'Sign-in security',
  admin: {
    group: 'Admin',
    description:
      'Who must use an authenticator app (a second factor) after their password. People in these roles are asked to set one up at their next sign-in.',
  },
  access: { read: isAdmin, update: isAdmin },
  versions: { max: 20 },
  fields: [
    {
      name: 'rolesRequiringSecondFactor',
      label: 'Roles that must use a second factor',
      type: 'select',
      hasMany: true,
      required: true,
      // A short table name: Payload's generated version-table index names would pass Postgres' 63 characters.
      dbName: 'mfa_roles',
      defaultValue: [...CUSTOMER_DATA_ROLES],
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value].split(':')[0] ?? value })),
      admin: {
        description:
          'Admin and Sales reach leads and credit applications, so the FTC Safeguards Rule requires a second factor for them: they stay on the list. Add Manager or Marketing to require it of everyone.',
      },
      validate: (value: unknown) => {
        const missing = missingCustomerDataRoles(Array.isArray(value) ? (value as Role[]) : [])
        return missing.length === 0
          ? true
          : `${missing.map((role) => ROLE_LABELS[role].split(':')[0]).join(' and ')} must stay on the list: these roles reach customer information.`
      },
    },
  ],
}
