import type { Access } from 'payload'
import { userHasRole } from './roles'

/** A staff member may read and update their own account; admins any account. */
export const selfOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (userHasRole(req.user, [])) return true
  return { id: { equals: req.user.id } }
}
