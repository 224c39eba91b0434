import type { Payload, TypedUser } from 'payload'
import { gateIsOpen, type SecondFactorState } from '@/domain/security/second-factor/gate'
import { secondFactorStateOf } from './gate'

export type RequestStaff = {
  user: TypedUser | null
  state: SecondFactorState
  /** The session may use the admin's tools at all (issue 34: not while a second factor is owed). */
  open: boolean
  /** The session may reach customer information: sales or admin, second factor passed. */
  customerData: boolean
}

/**
 * The staff member behind a route handler's request (our own /api routes, outside Payload's
 * operations) and where they stand with the second factor, so these routes apply the same gate as
 * Payload's own (src/services/staff-auth/guard.ts).
 */
export async function requestStaff(payload: Payload, headers: Headers): Promise<RequestStaff> {
  const { user } = await payload.auth({ headers })
  const state = await secondFactorStateOf({ user, headers, payload, context: {} })
  const role = (user as { role?: string | null } | null)?.role
  return {
    user,
    state,
    open: gateIsOpen(state),
    customerData: state === 'verified' && (role === 'admin' || role === 'sales'),
  }
}
