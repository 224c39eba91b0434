import type {
  AfterErrorHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'

/**
 * Sign-ins in the audit log (issue 34: "sign-ins (success, failure, lock) with address and user
 * agent"), on Payload's documented auth hooks (decision 0297):
 * - success: the users collection's `afterLogin`, inside the login's own transaction;
 * - failure and lock: Payload's login throws before any login hook runs, so the failed attempt is
 *   seen by `afterError`: the collection's for REST (POST /api/users/login, the admin's form), the
 *   root one for GraphQL (`loginUser`), which has no collection hooks. `beforeOperation` keeps
 *   the e-mail tried in `req.context`, where both find it. Whether the account is now locked is
 *   read from the account (its `lockUntil`), not from the error's class, whose name the
 *   production build minifies.
 * A Local API `payload.login` that fails runs no hook: that is server code, not a person signing in.
 */
const ATTEMPT = 'auditSignInAttempt'

type Attempt = { email: string; recorded?: boolean }

export const rememberSignInAttempt: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  req.context[ATTEMPT] = { email: typeof email === 'string' ? email.toLowerCase().trim() : '' } satisfies Attempt
  return args
}

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const context = auditRequestContext(req)
  await recordAuditEvent(
    req.payload,
    {
      action: 'sign-in',
      ip: context.ip,
      userAgent: context.userAgent,
      actor: { id: user.id as number, email: user.email as string, role: (user as { role?: string }).role ?? null },
      summary: 'Signed in',
    },
    req,
  )
  return user
}

async function recordFailedSignIn(req: PayloadRequest, error: unknown): Promise<void> {
  const attempt = req.context?.[ATTEMPT] as Attempt | undefined
  if (!attempt || attempt.recorded || (error as { status?: number })?.status !== 401) return
  // GraphQL wraps the thrown error; its status is on the original.
  attempt.recorded = true
  const { docs } = attempt.email
    ? await req.payload.find({
        collection: 'users',
        where: { email: { equals: attempt.email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        // lockUntil is one of Payload's hidden auth fields.
        showHiddenFields: true,
      })
    : { docs: [] }
  const user = docs[0] as { id: number; email: string; role?: string | null; lockUntil?: string | null } | undefined
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  const { ip, userAgent } = auditRequestContext(req)
  await recordAuditEvent(req.payload, {
    action: locked ? 'account-locked' : 'sign-in-failed',
    actor: user ? { id: user.id, email: user.email, role: user.role ?? null } : null,
    ip,
    userAgent,
    summary: locked
      ? 'Sign-in refused: the account is locked after too many wrong passwords'
      : user
        ? 'Sign-in failed: wrong password'
        : 'Sign-in failed: no account with this e-mail',
    // Only what looks like an address: a password typed into the e-mail box must not be kept.
    details:
      user || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(attempt.email)
        ? undefined
        : { emailTried: attempt.email.slice(0, 254) },
  })
}

/** REST: the users collection's afterError. */
export const auditFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  await recordFailedSignIn(req, error)
}

/** GraphQL: the root afterError (its error wraps Payload's, which carries the status). */
export const auditFailedGraphqlSignIn: AfterErrorHook = async ({ error, req, graphqlResult }) => {
  if (!graphqlResult) return
  await recordFailedSignIn(req, (error as { originalError?: unknown }).originalError ?? error)
}
