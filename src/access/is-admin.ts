import type { Access, FieldAccess } from 'payload'
import { userHasRole } from './roles'

/** Only admins manage users (issue 2). */
export const isAdmin: Access = ({ req }) => userHasRole(req.user, [])
export const isAdminField: FieldAccess = ({ req }) => userHasRole(req.user, [])
