import type {
  CollectionAfterChangeHook,
  CollectionAfterLogoutHook,
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'
import { passFromHeaders } from '@/services/staff-auth/pass-cookie'
import { revokeAllPasses, revokePass } from '@/services/staff-auth/passes'

/**
 * "Changing a password, a role or the second factor signs that user out everywhere" (issue 34,
 * "Staff sessions"): Payload's sessions of that account are emptied (its documented `sessions`
 * field; every token of the account stops working at once) and every second-factor pass goes.
 * One exception is Payload's own: a person who changes their own password keeps the session they
 * changed it from (its update operation keeps the current session). That browser's pass goes with
 * the others, so it owes a code before it reaches anything again (as after a reset by e-mailed
 * link, decision 0302).
 */
const REVOKE = 'revokeStaffSessions'

function reasons(
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown> | undefined,
  reset: boolean,
): string[] {
  const why: string[] = []
  if (typeof data.password === 'string' && data.password.length > 0) why.push('password changed')
  if (originalDoc && 'role' in data && data.role !== originalDoc.role) why.push('role changed')
  if (reset) why.push('second factor reset')
  return why
}

export const revokeSessionsOnChange: CollectionBeforeChangeHook = ({ context, data, operation, originalDoc }) => {
  if (operation !== 'update' || context.secondFactorWrite) return data
  const why = reasons(data, originalDoc, Boolean(context.secondFactorReset))
  if (why.length === 0) return data
  context[REVOKE] = why
  return { ...data, sessions: [] }
}

export const revokePassesAfterChange: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  const why = context[REVOKE] as string[] | undefined
  if (!why) return doc
  await revokeAllPasses(req.payload, doc.id as number)
  // Who made the change and from where: the admin's or the person's own request (none for server code).
  const { actor, ip, userAgent } = auditRequestContext(req)
  await recordAuditEvent(
    req.payload,
    {
      action: 'sessions-revoked',
      actor,
      subjectUserId: doc.id as number,
      ip,
      userAgent,
      summary: `Signed out everywhere: ${why.join(', ')}`,
      details: { reasons: why },
    },
    req,
  )
  return doc
}

/**
 * A forgotten password reset with the e-mailed link (POST /api/users/reset-password): Payload's
 * resetPassword operation writes the new password straight to the database, so the change hooks
 * above never see it. Payload empties the account's `sessions` itself and signs the resetting
 * browser in without a pass; the collection's `afterOperation` hook, which Payload runs for
 * 'resetPassword' with the signed-in account in its result, revokes every second-factor pass and
 * records it, so a browser that passed before the reset must type a code again (issue 34, "Staff
 * sessions"; decision 0302).
 */
export const revokePassesOnPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { id?: unknown; email?: string | null; role?: string | null } } | undefined)?.user
  const id = typeof user?.id === 'number' ? user.id : null
  if (id === null) return result
  await revokeAllPasses(req.payload, id)
  const { ip, userAgent } = auditRequestContext(req)
  const why = ['password reset with an e-mailed link']
  await recordAuditEvent(req.payload, {
    action: 'sessions-revoked',
    actor: { id, email: user?.email ?? null, role: user?.role ?? null },
    subjectUserId: id,
    ip,
    userAgent,
    summary: `Signed out everywhere: ${why.join(', ')}`,
    details: { reasons: why },
  })
  return result
}

/** Signing out ends this browser's second-factor pass: the next sign-in asks for a code again. */
export const revokePassOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const token = passFromHeaders(req.headers)
  if (token) await revokePass(req.payload, token)
}

/** A deleted account's passes go with it. */
export const revokePassesOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await revokeAllPasses(req.payload, Number(id))
}
