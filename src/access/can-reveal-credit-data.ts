import type { PayloadRequest } from 'payload'
import { userHasRole } from './roles'

/** Who may see an applicant's SSN and date of birth in clear: admins and sales (issue 6). Each reveal is audited. */
export function canRevealCreditData(req: Pick<PayloadRequest, 'user'>): boolean {
  return userHasRole(req.user, ['sales'])
}
