/** Staff roles (issue 2). Shoppers never log in; every account is a staff account. */
export const ROLES = ['admin', 'manager', 'marketing', 'sales'] as const
export type Role = (typeof ROLES)[number]

/** Short labels for the admin's role picker; in full: docs/security.md "Role matrix" (decision 0218). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin: everything, and the only role that manages users',
  manager:
    'Manager: inventory, dealership and trade-in settings, finance settings, popups, e-mail routing of leads, page copy',
  marketing: 'Marketing: content, offers, popups, locations, inventory, site settings',
  sales: 'Sales: reads leads and credit applications',
}

type MaybeUser = { role?: string | null } | null | undefined

export function userHasRole(user: MaybeUser, roles: readonly Role[]): boolean {
  if (!user?.role) return false
  return user.role === 'admin' || roles.includes(user.role as Role)
}

/**
 * The roles that reach customer information: leads, credit applications, résumés, reveals and
 * exports (admin is implied everywhere). The FTC Safeguards Rule requires a second factor of anyone
 * who reaches it (16 CFR 314.4(c)(5); issue 34), so the sign-in security setting always includes them.
 */
export const CUSTOMER_DATA_ROLES = ['admin', 'sales'] as const satisfies readonly Role[]
