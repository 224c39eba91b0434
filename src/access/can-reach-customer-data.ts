import type { PayloadRequest } from 'payload'
import { secondFactorStateOf } from '@/services/staff-auth/gate'
import { userHasRole } from './roles'

/**
 * Customer information (leads, credit applications, résumés, reveals, exports, the outboxes) opens
 * to sales and admins only once this browser passed the second factor (issue 34; 16 CFR
 * 314.4(c)(5)), whatever the sign-in security setting says about other roles.
 */
export async function canReachCustomerData(
  req: Pick<PayloadRequest, 'user' | 'headers' | 'payload' | 'context'> & Partial<Pick<PayloadRequest, 'payloadAPI'>>,
): Promise<boolean> {
  if (!userHasRole(req.user, ['sales'])) return false
  return (await secondFactorStateOf(req)) === 'verified'
}
