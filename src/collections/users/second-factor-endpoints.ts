import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { userHasRole } from '@/access/roles'
import { CODE_MESSAGES } from '@/domain/security/second-factor/code-attempt'
import { gateIsOpen } from '@/domain/security/second-factor/gate'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'
import { secondFactorStateOf } from '@/services/staff-auth/gate'
import { passCookieHeader } from '@/services/staff-auth/pass-cookie'
import {
  confirmEnrolment,
  resetSecondFactor,
  startEnrolment,
  verifySecondFactor,
  type CodeResult,
} from '@/services/staff-auth/second-factor'
import { NO_STORE } from '@/server/http/responses'

/**
 * The second factor's endpoints under /api/users (issue 34), for the admin's second-factor page and
 * for API clients alike. A right code answers with the pass cookie; never cached.
 */

type StaffUser = { id: number; email?: string; role?: string | null }

function staff(req: PayloadRequest): StaffUser | null {
  const user = req.user as StaffUser | null
  return user && typeof user.id === 'number' ? user : null
}

async function typedCode(req: PayloadRequest): Promise<unknown> {
  try {
    await addDataAndFileToRequest(req)
  } catch {
    return undefined
  }
  return (req.data as { code?: unknown } | undefined)?.code
}

const REFUSALS: Record<Exclude<CodeResult, { ok: true }>['reason'], { status: number; message: string }> = {
  wrong: { status: 422, message: CODE_MESSAGES.wrong },
  replayed: { status: 422, message: CODE_MESSAGES.replayed },
  locked: { status: 429, message: CODE_MESSAGES.locked },
  'now-locked': { status: 429, message: CODE_MESSAGES['now-locked'] },
  invalid: {
    status: 422,
    message: 'Type the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  'not-enrolled': { status: 409, message: 'No authenticator app is set up for this account yet.' },
  'already-enrolled': { status: 409, message: 'An authenticator app is already set up for this account.' },
  'no-account': { status: 401, message: 'Sign in first.' },
}

async function answer(
  req: PayloadRequest,
  user: StaffUser,
  result: CodeResult,
  kind: 'enrol' | 'verify',
): Promise<Response> {
  const { ip, userAgent } = auditRequestContext(req)
  const actor = { id: user.id, email: user.email ?? null, role: user.role ?? null }
  if (!result.ok) {
    if (result.reason === 'wrong' || result.reason === 'replayed' || result.reason === 'now-locked') {
      await recordAuditEvent(req.payload, {
        action: result.reason === 'now-locked' ? 'second-factor-locked' : 'second-factor-failed',
        actor,
        ip,
        userAgent,
        summary:
          result.reason === 'now-locked'
            ? 'Account locked after five wrong second-factor codes'
            : `Wrong second-factor code${result.reason === 'replayed' ? ' (already used)' : ''}`,
      })
    }
    const refusal = REFUSALS[result.reason]
    return Response.json(
      { errors: [{ field: 'code', message: refusal.message }], error: refusal.message },
      { status: refusal.status, headers: NO_STORE },
    )
  }
  await recordAuditEvent(req.payload, {
    action:
      kind === 'enrol'
        ? 'second-factor-enrolled'
        : result.usedRecoveryCode
          ? 'recovery-code-used'
          : 'second-factor-verified',
    actor,
    ip,
    userAgent,
    summary:
      kind === 'enrol'
        ? 'Set up an authenticator app'
        : result.usedRecoveryCode
          ? `Signed in with a recovery code (${result.recoveryCodesLeft} left)`
          : 'Passed the second factor',
  })
  const headers = new Headers(NO_STORE)
  headers.append('Set-Cookie', passCookieHeader(result.pass))
  return Response.json(
    {
      ok: true,
      ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      ...(result.usedRecoveryCode ? { recoveryCodesLeft: result.recoveryCodesLeft } : {}),
    },
    { status: 200, headers },
  )
}

const unauthorized = () => Response.json({ error: 'Sign in first.' }, { status: 401, headers: NO_STORE })

export const secondFactorEndpoints: Endpoint[] = [
  {
    // The key to scan: a QR code drawn here and the key in text (also shown by the admin page).
    path: '/second-factor/enrolment',
    method: 'post',
    handler: async (req) => {
      const user = staff(req)
      if (!user) return unauthorized()
      const enrolment = await startEnrolment(req.payload, user.id)
      if (enrolment === null) return unauthorized()
      if (enrolment === 'already-enrolled')
        return Response.json({ error: REFUSALS['already-enrolled'].message }, { status: 409, headers: NO_STORE })
      return Response.json(enrolment, { headers: NO_STORE })
    },
  },
  {
    path: '/second-factor/enrol',
    method: 'post',
    handler: async (req) => {
      const user = staff(req)
      if (!user) return unauthorized()
      return answer(req, user, await confirmEnrolment(req.payload, user.id, await typedCode(req), new Date()), 'enrol')
    },
  },
  {
    path: '/second-factor/verify',
    method: 'post',
    handler: async (req) => {
      const user = staff(req)
      if (!user) return unauthorized()
      return answer(
        req,
        user,
        await verifySecondFactor(req.payload, user.id, await typedCode(req), new Date()),
        'verify',
      )
    },
  },
  {
    // An admin's reset for a lost phone: admins only, after their own second factor; audited.
    path: '/:id/second-factor/reset',
    method: 'post',
    handler: async (req) => {
      const user = staff(req)
      if (!user) return unauthorized()
      if (!userHasRole(user, []) || !gateIsOpen(await secondFactorStateOf(req)))
        return Response.json({ error: 'Only admins can reset a second factor.' }, { status: 403, headers: NO_STORE })
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id) || id <= 0 || !(await resetSecondFactor(req.payload, id, req)))
        return Response.json({ error: 'No such staff account.' }, { status: 404, headers: NO_STORE })
      const { ip, userAgent } = auditRequestContext(req)
      await recordAuditEvent(req.payload, {
        action: 'second-factor-reset',
        actor: { id: user.id, email: user.email ?? null, role: user.role ?? null },
        subjectUserId: id,
        ip,
        userAgent,
        summary: `Reset the second factor of staff account ${id}`,
      })
      return Response.json({ ok: true }, { headers: NO_STORE })
    },
  },
]
