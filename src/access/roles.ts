/** Staff roles (issue 2). Shoppers never log in; every account is a staff account. */
export const ROLES = ['admin', 'manager', 'marketing', 'sales'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin: everything, and the only role that manages users',
  manager: 'Manager: inventory, trade-in questions and rules, finance settings',
  marketing: 'Marketing: content, offers, popups, locations, inventory',
  sales: 'Sales: reads leads',
}

type MaybeUser = { role?: string | null } | null | undefined

export function userHasRole(user: MaybeUser, roles: readonly Role[]): boolean {
  if (!user?.role) return false
  return user.role === 'admin' || roles.includes(user.role as Role)
}
