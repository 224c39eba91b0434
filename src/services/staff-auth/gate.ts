import type { PayloadRequest } from 'payload'
import { secondFactorState, type SecondFactorState } from '@/domain/security/second-factor/gate'
import { rolesRequiringSecondFactor } from '@/domain/security/second-factor/required-roles'
import { passFromHeaders } from './pass-cookie'
import { passIsLive } from './passes'

type GateRequest = Pick<PayloadRequest, 'user' | 'headers' | 'payload' | 'context'> &
  Partial<Pick<PayloadRequest, 'payloadAPI'>>
type StaffUser = { id: number; role?: string | null; secondFactorEnrolledAt?: string | null }

const CONTEXT_KEY = 'secondFactorState'

/** The sign-in security setting's roles; admin and sales whatever it holds (required-roles.ts). */
export async function requiredRoles(payload: PayloadRequest['payload']): Promise<Set<string>> {
  const setting = (await payload.findGlobal({ slug: 'sign-in-security', depth: 0, overrideAccess: true })) as {
    alsoRequire?: Record<string, unknown> | null
  }
  return rolesRequiringSecondFactor(setting.alsoRequire)
}

/**
 * Server code that names a user itself (a Local API call with `user`, no request behind it) has no
 * session to prove: the second factor is about the person at a browser or an API client, whose
 * requests always carry the session cookie or an Authorization header. Admin pages' own Local API
 * calls carry the browser's headers, so they are gated like the browser.
 */
function isServerCall(req: GateRequest): boolean {
  return req.payloadAPI === 'local' && !req.headers?.has('cookie') && !req.headers?.has('authorization')
}

/**
 * Where this request's staff member stands with the second factor (issue 34), worked out once per
 * request (kept in `req.context`): the role rule, whether they have enrolled, and whether the
 * browser presents a live pass. No staff session: 'signed-out'.
 */
export async function secondFactorStateOf(req: GateRequest, now = new Date()): Promise<SecondFactorState> {
  const cached = req.context?.[CONTEXT_KEY] as SecondFactorState | undefined
  if (cached) return cached
  const user = req.user as StaffUser | null | undefined
  let state: SecondFactorState = 'signed-out'
  if (user && typeof user.id === 'number' && isServerCall(req)) {
    state = 'verified'
  } else if (user && typeof user.id === 'number') {
    const token = passFromHeaders(req.headers)
    const [required, hasPass] = await Promise.all([
      requiredRoles(req.payload),
      token ? passIsLive(req.payload, user.id, token, now) : Promise.resolve(false),
    ])
    state = secondFactorState({
      signedIn: true,
      required: required.has(user.role ?? ''),
      enrolled: Boolean(user.secondFactorEnrolledAt),
      hasPass,
    })
  }
  if (req.context) req.context[CONTEXT_KEY] = state
  return state
}
