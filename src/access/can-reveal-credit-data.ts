import type { PayloadRequest } from 'payload'
import { canReachCustomerData } from './can-reach-customer-data'

/**
 * Who may see an applicant's SSN and date of birth in clear: admins and sales (issue 6), after the
 * second factor (issue 34). Each reveal is audited.
 */
export function canRevealCreditData(req: PayloadRequest): Promise<boolean> {
  return canReachCustomerData(req)
}
