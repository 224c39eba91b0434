import type { Access } from 'payload'
import { canReachCustomerData } from './can-reach-customer-data'

/**
 * Leads hold shoppers' personal data: only sales and admins read them (issue 4), and only after the
 * second factor (issue 34).
 */
export const canReadLeads: Access = ({ req }) => canReachCustomerData(req)
