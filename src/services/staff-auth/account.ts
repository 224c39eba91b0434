import type { Payload } from 'payload'
import type { CodeAccount } from '@/domain/security/second-factor/code-attempt'
import type { StoredRecoveryCode } from './recovery-codes'

/**
 * A staff account's second-factor fields (issue 34). They are hidden fields of the Users collection:
 * no API answer, admin form or `req.user` carries them; only this module reads and writes them,
 * always with access overridden and without the caller's request, so the second-factor guard
 * (guard.ts) never stands in its own way.
 */
export type SecondFactorAccount = CodeAccount & {
  id: number
  email: string
  role: string | null
  sealedSecret: string | null
  sealedPendingSecret: string | null
  enrolledAt: string | null
  recoveryCodes: StoredRecoveryCode[]
}

type UserRow = {
  id: number
  email: string
  role?: string | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  secondFactorEnrolledAt?: string | null
  totpLastStep?: number | null
  secondFactorWrongCodes?: number | null
  secondFactorLockedUntil?: string | null
  recoveryCodes?: unknown
}

export async function readSecondFactorAccount(payload: Payload, userId: number): Promise<SecondFactorAccount | null> {
  const row = (await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as UserRow | null
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    role: row.role ?? null,
    sealedSecret: row.totpSecret ?? null,
    sealedPendingSecret: row.totpPendingSecret ?? null,
    enrolledAt: row.secondFactorEnrolledAt ?? null,
    lastUsedStep: row.totpLastStep ?? null,
    wrongCodes: row.secondFactorWrongCodes ?? 0,
    lockedUntil: row.secondFactorLockedUntil ? new Date(row.secondFactorLockedUntil) : null,
    recoveryCodes: Array.isArray(row.recoveryCodes) ? (row.recoveryCodes as StoredRecoveryCode[]) : [],
  }
}

export type SecondFactorWrite = Partial<{
  totpSecret: string | null
  totpPendingSecret: string | null
  secondFactorEnrolledAt: string | null
  totpLastStep: number | null
  secondFactorWrongCodes: number
  secondFactorLockedUntil: string | null
  recoveryCodes: StoredRecoveryCode[] | null
}>

/**
 * `context.secondFactorWrite` tells the Users hooks that this is the second factor's own write, so
 * they neither revoke the session that is being verified nor audit a role change.
 */
export async function writeSecondFactorAccount(
  payload: Payload,
  userId: number,
  data: SecondFactorWrite,
): Promise<void> {
  await payload.update({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    data,
    context: { secondFactorWrite: true },
  })
}

export function codeAccountWrite(account: CodeAccount): SecondFactorWrite {
  return {
    totpLastStep: account.lastUsedStep,
    secondFactorWrongCodes: account.wrongCodes,
    secondFactorLockedUntil: account.lockedUntil ? account.lockedUntil.toISOString() : null,
  }
}
