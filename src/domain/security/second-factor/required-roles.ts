import { CUSTOMER_DATA_ROLES } from '@/access/roles'

/**
 * The sign-in security setting read as a set of roles (issue 34): the roles that reach customer
 * information always, plus each role the admin ticked. An empty or unreadable setting means just
 * the former.
 */
export function rolesRequiringSecondFactor(alsoRequire: Record<string, unknown> | null | undefined): Set<string> {
  const ticked = Object.entries(alsoRequire ?? {})
    .filter(([, on]) => on === true)
    .map(([role]) => role)
  return new Set<string>([...CUSTOMER_DATA_ROLES, ...ticked])
}
