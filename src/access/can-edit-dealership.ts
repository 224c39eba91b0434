import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Trade-in questions and rules, finance settings, the dealership profile: managers (issue 2). */
export const canEditDealership: Access = ({ req }) => userHasRole(req.user, ['manager'])
