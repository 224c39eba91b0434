import type { GlobalConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import { auditSecondFactorRuleChange } from './audit-rule-change'
import { CUSTOMER_DATA_ROLES, ROLES, ROLE_LABELS, type Role } from '@/access/roles'

/** The roles an admin may add; those that reach customer information always use a second factor. */
export const OPTIONAL_SECOND_FACTOR_ROLES = ROLES.filter(
  (role) => !(CUSTOMER_DATA_ROLES as readonly Role[]).includes(role),
)

const roleName = (role: Role) => ROLE_LABELS[role].split(':')[0] ?? role

/**
 * Which roles must sign in with a second factor (issue 34, "Who needs it"). Admins only. The roles
 * that reach customer information always do (16 CFR 314.4(c)(5)), so they are not a choice here;
 * the admin may require it of the others, one tick each.
 */
export const SignInSecurity: GlobalConfig = {
  slug: 'sign-in-security',
  label: 'Sign-in security',
  admin: {
    group: 'Admin',
    description: `Who must use an authenticator app (a second factor) after their password. ${CUSTOMER_DATA_ROLES.map(roleName).join(' and ')} always do: these roles reach leads and credit applications, and the FTC Safeguards Rule requires it. Tick the other roles to require it of them too; they are asked to set it up at their next sign-in.`,
  },
  access: { read: isAdmin, update: isAdmin },
  versions: { max: 20 },
  hooks: { afterChange: [auditSecondFactorRuleChange] },
  fields: [
    {
      name: 'alsoRequire',
      label: 'Also require a second factor of',
      type: 'group',
      fields: OPTIONAL_SECOND_FACTOR_ROLES.map((role) => ({
        name: role,
        label: `${roleName(role)} (${ROLE_LABELS[role].split(':')[1]?.trim() ?? ''})`,
        type: 'checkbox' as const,
        defaultValue: false,
      })),
    },
  ],
}
