import type { Access } from 'payload'
import { userHasRole } from './roles'

/**
 * CSV imports (issues 3 and 7): a vehicle feed is inventory work (marketing, managers); market-guide
 * values price trade-ins, so only managers import them. Without data (the admin asking whether to
 * show "Create New") the inventory rule answers.
 */
export const canImportCsv: Access = ({ req, data }) => {
  const kind = (data as { kind?: string } | undefined)?.kind
  return kind === 'market-guide' ? userHasRole(req.user, ['manager']) : userHasRole(req.user, ['marketing', 'manager'])
}
