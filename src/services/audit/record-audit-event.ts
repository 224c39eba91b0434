import type { Payload, PayloadRequest } from 'payload'
import type { AuditAction } from '@/domain/audit/actions'
import { clientAddress } from '@/server/http/client-address'

/**
 * The one writer of the audit log (issue 34, "Audit log"; collection audit-events). Every caller
 * (hooks, endpoints, the second factor, the disposal job) records through here, with its `req`
 * when it has one, so the row commits or rolls back with what it records.
 */
export type AuditActor = { id?: number | null; email?: string | null; role?: string | null }

export type AuditEventInput = {
  action: AuditAction
  /** The staff member who acted; null when unknown (a failed sign-in for an unknown e-mail). */
  actor?: AuditActor | null
  /** The staff account acted upon (role change, second-factor reset), when not the actor. */
  subjectUserId?: number | null
  ip?: string | null
  userAgent?: string | null
  /** One line a non-programmer reads in the list ("Exported 120 leads"). */
  summary: string
  /** Filters, row counts, old/new role… never a shopper's e-mail, phone, SSN or DOB. */
  details?: Record<string, unknown>
  /** Link to the existing credit-data-reveals row. */
  creditDataReveal?: number | null
}

const clip = (value: string | null | undefined, max: number): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null

const numericId = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null
}

/** The e-mail of the account acted upon, kept in the row so it still reads after the account is deleted. */
async function subjectEmail(payload: Payload, id: number | null, req?: PayloadRequest): Promise<string | null> {
  if (id === null) return null
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return user?.email ?? null
}

export async function recordAuditEvent(payload: Payload, event: AuditEventInput, req?: PayloadRequest): Promise<void> {
  const subjectUserId = numericId(event.subjectUserId)
  await payload.create({
    collection: 'audit-events',
    data: {
      action: event.action,
      summary: clip(event.summary, 500),
      actorId: numericId(event.actor?.id),
      actorEmail: clip(event.actor?.email, 254),
      actorRole: clip(event.actor?.role, 40),
      subjectUserId,
      subjectEmail: await subjectEmail(payload, subjectUserId, req),
      ip: clip(event.ip, 64),
      userAgent: clip(event.userAgent, 512),
      details: event.details ?? null,
      creditDataReveal: numericId(event.creditDataReveal),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** Who sent `req` and from where: the client address (src/server/http/client-address.ts), the user agent, the signed-in staff member. */
export function auditRequestContext(req: PayloadRequest): {
  ip: string | null
  userAgent: string | null
  actor: AuditActor | null
} {
  const user = req.user as {
    id?: number | string
    email?: string | null
    role?: string | null
    collection?: string
  } | null
  return {
    ip: req.headers ? clientAddress(req.headers) : null,
    userAgent: req.headers?.get('user-agent') ?? null,
    actor:
      user && (user.collection === undefined || user.collection === 'users')
        ? { id: numericId(user.id), email: user.email ?? null, role: user.role ?? null }
        : null,
  }
}
