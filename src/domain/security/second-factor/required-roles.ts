import { CUSTOMER_DATA_ROLES, type Role } from '@/access/roles'

/**
 * The sign-in security setting's rule (issue 34): the roles that reach customer information can
 * never be taken off the list; an empty or unreadable setting means just those roles.
 */
export function missingCustomerDataRoles(selected: readonly Role[]): Role[] {
  return CUSTOMER_DATA_ROLES.filter((role) => !selected.includes(role))
}

export function rolesRequiringSecondFactor(setting: readonly string[] | null | undefined): Set<string> {
  return new Set([...CUSTOMER_DATA_ROLES, ...(setting ?? [])])
}
