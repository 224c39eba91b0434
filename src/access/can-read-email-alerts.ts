import type { Access } from 'payload'
import { userHasRole } from './roles'

/**
 * The e-mail alerts (price-drop alerts, issue 21; saved searches, issue 38) hold shoppers' e-mail
 * addresses: admins, managers and marketing read them and may stop one; sales gets the shoppers
 * who asked for it as leads.
 */
export const canReadEmailAlerts: Access = ({ req }) => userHasRole(req.user, ['manager', 'marketing'])
