import type { Access } from 'payload'
import { userHasRole } from './roles'

/**
 * Price-drop alert subscriptions hold shoppers' e-mail addresses (issue 21): admins, managers and
 * marketing read them and may stop one; sales gets the shoppers who asked for it as leads.
 */
export const canReadPriceAlerts: Access = ({ req }) => userHasRole(req.user, ['manager', 'marketing'])
