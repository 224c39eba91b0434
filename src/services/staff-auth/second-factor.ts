import type { Payload } from 'payload'
import { decideCodeAttempt, type CodeOutcome } from '@/domain/security/second-factor/code-attempt'
import { readTypedCode } from '@/domain/security/second-factor/code-format'
import {
  codeAccountWrite,
  readSecondFactorAccount,
  writeSecondFactorAccount,
  type SecondFactorAccount,
} from './account'
import { issuePass, revokeAllPasses } from './passes'
import { findUnusedRecoveryCode, newRecoveryCodes } from './recovery-codes'
import { openTotpSecret, sealTotpSecret } from './secret-box'
import { matchingStep, newTotpSecret, otpauthUri, qrCodeSvg } from './totp'

/**
 * Enrolment, codes, recovery codes and resets of the staff second factor (issue 34). Results are
 * values; the endpoints and the admin page turn them into answers. Every write goes through
 * account.ts, outside the caller's request, so the guard never blocks the very step that opens it.
 */
export type Enrolment = { key: string; uri: string; qrSvg: string }

export type CodeResult =
  | { ok: true; pass: string; recoveryCodes?: string[]; usedRecoveryCode?: boolean; recoveryCodesLeft?: number }
  | {
      ok: false
      reason: Exclude<CodeOutcome, 'accepted'> | 'invalid' | 'not-enrolled' | 'already-enrolled' | 'no-account'
    }

/** The pending key (made on the first visit, kept until enrolment ends) as a QR code and in text. */
export async function startEnrolment(payload: Payload, userId: number): Promise<Enrolment | 'already-enrolled' | null> {
  const account = await readSecondFactorAccount(payload, userId)
  if (!account) return null
  if (account.enrolledAt) return 'already-enrolled'
  let key = account.sealedPendingSecret ? openTotpSecret(account.sealedPendingSecret) : null
  if (!key) {
    key = newTotpSecret()
    await writeSecondFactorAccount(payload, userId, { totpPendingSecret: sealTotpSecret(key) })
  }
  const uri = otpauthUri(key, account.email)
  return { key, uri, qrSvg: await qrCodeSvg(uri) }
}

async function checkTotp(
  payload: Payload,
  account: SecondFactorAccount,
  sealed: string,
  code: string,
  now: Date,
): Promise<CodeOutcome> {
  const decision = decideCodeAttempt(account, matchingStep(openTotpSecret(sealed), code, now), now)
  await writeSecondFactorAccount(payload, account.id, codeAccountWrite(decision.account))
  return decision.outcome
}

/** The first code from the app confirms the pending key: enrolled, ten recovery codes, this browser passed. */
export async function confirmEnrolment(
  payload: Payload,
  userId: number,
  typed: unknown,
  now: Date,
): Promise<CodeResult> {
  const account = await readSecondFactorAccount(payload, userId)
  if (!account) return { ok: false, reason: 'no-account' }
  if (account.enrolledAt) return { ok: false, reason: 'already-enrolled' }
  const code = readTypedCode(typed)
  if (code.kind !== 'totp' || !account.sealedPendingSecret) return { ok: false, reason: 'invalid' }
  const outcome = await checkTotp(payload, account, account.sealedPendingSecret, code.code, now)
  if (outcome !== 'accepted') return { ok: false, reason: outcome }
  const recovery = newRecoveryCodes()
  await writeSecondFactorAccount(payload, userId, {
    totpSecret: account.sealedPendingSecret,
    totpPendingSecret: null,
    secondFactorEnrolledAt: now.toISOString(),
    recoveryCodes: recovery.stored,
  })
  // A new second factor ends every other browser's pass (issue 34, "Staff sessions").
  await revokeAllPasses(payload, userId)
  return { ok: true, pass: await issuePass(payload, userId, now), recoveryCodes: recovery.codes }
}

/** A code from the app, or one of the recovery codes (each works once), after the password. */
export async function verifySecondFactor(
  payload: Payload,
  userId: number,
  typed: unknown,
  now: Date,
): Promise<CodeResult> {
  const account = await readSecondFactorAccount(payload, userId)
  if (!account) return { ok: false, reason: 'no-account' }
  if (!account.enrolledAt || !account.sealedSecret) return { ok: false, reason: 'not-enrolled' }
  const code = readTypedCode(typed)
  if (code.kind === 'invalid') return { ok: false, reason: 'invalid' }
  if (code.kind === 'totp') {
    const outcome = await checkTotp(payload, account, account.sealedSecret, code.code, now)
    if (outcome !== 'accepted') return { ok: false, reason: outcome }
    return { ok: true, pass: await issuePass(payload, userId, now) }
  }
  // Recovery codes share the lock: five wrong ones lock the account like five wrong app codes. The
  // lock is read before any hashing, so a locked account costs the server nothing.
  if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) return { ok: false, reason: 'locked' }
  const index = findUnusedRecoveryCode(account.recoveryCodes, code.code)
  const decision = decideCodeAttempt({ ...account, lastUsedStep: null }, index >= 0 ? 0 : null, now)
  await writeSecondFactorAccount(payload, userId, {
    secondFactorWrongCodes: decision.account.wrongCodes,
    secondFactorLockedUntil: decision.account.lockedUntil?.toISOString() ?? null,
    ...(decision.outcome === 'accepted'
      ? { recoveryCodes: account.recoveryCodes.map((c, i) => (i === index ? { ...c, usedAt: now.toISOString() } : c)) }
      : {}),
  })
  if (decision.outcome !== 'accepted') return { ok: false, reason: decision.outcome }
  const left = account.recoveryCodes.filter((c) => c.usedAt === null).length - 1
  return { ok: true, pass: await issuePass(payload, userId, now), usedRecoveryCode: true, recoveryCodesLeft: left }
}

/**
 * An admin's reset (a lost phone): the key, the recovery codes and every pass go, and the person
 * sets up a new app at their next sign-in. Their sessions end too (the Users hooks see the change).
 */
export async function resetSecondFactor(payload: Payload, userId: number): Promise<boolean> {
  const account = await readSecondFactorAccount(payload, userId)
  if (!account) return false
  await payload.update({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    data: {
      totpSecret: null,
      totpPendingSecret: null,
      secondFactorEnrolledAt: null,
      totpLastStep: null,
      secondFactorWrongCodes: 0,
      secondFactorLockedUntil: null,
      recoveryCodes: null,
    },
    context: { secondFactorReset: true },
  })
  await revokeAllPasses(payload, userId)
  return true
}
