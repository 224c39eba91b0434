import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Vehicles and body styles are kept by marketing and managers (issue 3). */
export const canEditInventory: Access = ({ req }) => userHasRole(req.user, ['marketing', 'manager'])
