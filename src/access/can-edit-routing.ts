import type { Access } from 'payload'
import { userHasRole } from './roles'

/** E-mail routing of leads: admins and managers decide which inbox gets which form (issue 4). */
export const canEditRouting: Access = ({ req }) => userHasRole(req.user, ['manager'])
