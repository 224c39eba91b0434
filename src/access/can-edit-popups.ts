import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Popups (issue 8): marketing builds them; managers (and admins) may too. Sales only reads. */
export const canEditPopups: Access = ({ req }) => userHasRole(req.user, ['marketing', 'manager'])
