import { redirect } from 'next/navigation'
import type { PayloadRequest } from 'payload'
import { gateIsOpen } from '@/domain/security/second-factor/gate'
import { secondFactorStateOf } from './gate'
import { SECOND_FACTOR_ROUTE } from './second-factor-route'

/**
 * Payload renders custom admin views without its admin-access check, so each of ours calls this
 * first: a session that still owes the second factor goes to the second-factor page (issue 34).
 */
export async function requireOpenGate(req: PayloadRequest, returnTo: string): Promise<void> {
  if (!req.user) return
  if (!gateIsOpen(await secondFactorStateOf(req)))
    redirect(`/admin${SECOND_FACTOR_ROUTE}?redirect=${encodeURIComponent(returnTo)}`)
}
