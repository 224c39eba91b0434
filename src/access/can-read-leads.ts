import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Leads hold shoppers' personal data: only sales and admins read them (issue 4). */
export const canReadLeads: Access = ({ req }) => userHasRole(req.user, ['sales'])
