import type { Access } from 'payload'
import { userHasRole } from './roles'

/** The words of the financing, sell-or-trade, careers, referrals, contact and help pages (issue 20): marketing and managers; sales only reads. */
export const canEditPageCopy: Access = ({ req }) => userHasRole(req.user, ['marketing', 'manager'])
