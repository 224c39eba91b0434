import type { PayloadRequest } from 'payload'
import { canReachCustomerData } from './can-reach-customer-data'

/** Who may press "Resend" on a lead: the people who read leads, sales and admins (issue 4), after the second factor (issue 34). */
export function canResendLeads(req: PayloadRequest): Promise<boolean> {
  return canReachCustomerData(req)
}
