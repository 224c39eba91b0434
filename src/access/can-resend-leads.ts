import type { PayloadRequest } from 'payload'
import { userHasRole } from './roles'

/** Who may press "Resend" on a lead: the people who read leads, sales and admins (issue 4). */
export function canResendLeads(req: PayloadRequest): boolean {
  return userHasRole(req.user, ['sales'])
}
