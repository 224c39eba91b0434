import type { Payload, PayloadRequest } from 'payload'
import { decideCodeAttempt, type CodeOutcome } from '@/domain/security/second-factor/code-attempt'
import { readTypedCode } from '@/domain/security/second-factor/code-format'
import { codeAccountWrite, withLockedAccount, type SecondFactorAccount, type SecondFactorWrite } from './account'
import { issuePass, revokeAllPasses } from './passes'
import { findUnusedRecoveryCode, newRecoveryCodes } from './recovery-codes'
import { openTotpSecret, sealTotpSecret } from './secret-box'
import { matchingStep, newTotpSecret, otpauthUri, qrCodeSvg } from './totp'

/**
 * Enrolment, codes, recovery codes and resets of the staff second factor (issue 34). Results are
 * values; the endpoints and the admin page turn them into answers. Every read that leads to a
 * write holds the account's row lock (account.ts), so concurrent codes are decided one by one.
 */
export type Enrolment = { key: string; uri: string; qrSvg: string }

type Refusal = Exclude<CodeOutcome, 'accepted'> | 'invalid' | 'not-enrolled' | 'already-enrolled' | 'no-account'

export type CodeResult =
  | { ok: true; pass: string; recoveryCodes?: string[]; usedRecoveryCode?: boolean; recoveryCodesLeft?: number }
  | { ok: false; reason: Refusal }

/** The pending key (made on the first visit, kept until enrolment ends) as a QR code and in text. */
export async function startEnrolment(payload: Payload, userId: number): Promise<Enrolment | 'already-enrolled' | null> {
  // Under the lock, so two first visits at once show the same key rather than one the other replaced.
  const found = await withLockedAccount(payload, userId, async (locked) => {
    if (!locked) return null
    const { account, write } = locked
    if (account.enrolledAt) return 'already-enrolled' as const
    if (account.sealedPendingSecret) return { key: openTotpSecret(account.sealedPendingSecret), email: account.email }
    const key = newTotpSecret()
    await write({ totpPendingSecret: sealTotpSecret(key) })
    return { key, email: account.email }
  })
  if (found === null || found === 'already-enrolled') return found
  const uri = otpauthUri(found.key, found.email)
  return { key: found.key, uri, qrSvg: await qrCodeSvg(uri) }
}

type Mode = 'enrol' | 'verify'

type Accepted = { recoveryCodes?: string[]; recoveryCodesLeft?: number }
type Attempt = { ok: true; accepted: Accepted } | { ok: false; reason: Refusal }

/** Whether the account is in the state this kind of code is for, and the sealed key it checks against. */
function keyFor(account: SecondFactorAccount, mode: Mode): { sealed: string } | { reason: Refusal } {
  if (mode === 'enrol') {
    if (account.enrolledAt) return { reason: 'already-enrolled' }
    return account.sealedPendingSecret ? { sealed: account.sealedPendingSecret } : { reason: 'invalid' }
  }
  if (!account.enrolledAt || !account.sealedSecret) return { reason: 'not-enrolled' }
  return { sealed: account.sealedSecret }
}

/**
 * One typed code, decided and written under the account's row lock: an app code (either mode) or
 * a recovery code (sign-in only). A locked account is refused before any key is opened or any
 * recovery code hashed, so guessing costs the server nothing while it lasts. Recovery codes share
 * the lock: five wrong ones lock the account like five wrong app codes.
 */
async function attemptCode(payload: Payload, userId: number, mode: Mode, typed: unknown, now: Date): Promise<Attempt> {
  return withLockedAccount(payload, userId, async (locked): Promise<Attempt> => {
    if (!locked) return { ok: false, reason: 'no-account' }
    const { account, write } = locked
    const key = keyFor(account, mode)
    if ('reason' in key) return { ok: false, reason: key.reason }
    const code = readTypedCode(typed)
    if (code.kind === 'invalid' || (mode === 'enrol' && code.kind !== 'totp')) return { ok: false, reason: 'invalid' }
    if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) return { ok: false, reason: 'locked' }

    const recoveryIndex = code.kind === 'recovery' ? findUnusedRecoveryCode(account.recoveryCodes, code.code) : -1
    const decision =
      code.kind === 'totp'
        ? decideCodeAttempt(account, matchingStep(openTotpSecret(key.sealed), code.code, now), now)
        : // A recovery code has no time step: only "unused and right" counts, and the app's step stays.
          decideCodeAttempt({ ...account, lastUsedStep: null }, recoveryIndex >= 0 ? 0 : null, now)
    const counters = codeAccountWrite(decision.account)
    if (code.kind === 'recovery') delete counters.totpLastStep
    if (decision.outcome !== 'accepted') {
      await write(counters)
      return { ok: false, reason: decision.outcome }
    }

    const accepted: Accepted = {}
    const changes: SecondFactorWrite = { ...counters }
    if (mode === 'enrol') {
      const recovery = newRecoveryCodes()
      Object.assign(changes, {
        totpSecret: key.sealed,
        totpPendingSecret: null,
        secondFactorEnrolledAt: now,
        recoveryCodes: recovery.stored,
      } satisfies SecondFactorWrite)
      accepted.recoveryCodes = recovery.codes
    } else if (code.kind === 'recovery') {
      changes.recoveryCodes = account.recoveryCodes.map((c, i) =>
        i === recoveryIndex ? { ...c, usedAt: now.toISOString() } : c,
      )
      accepted.recoveryCodesLeft = account.recoveryCodes.filter((c) => c.usedAt === null).length - 1
    }
    await write(changes)
    return { ok: true, accepted }
  })
}

/** The first code from the app confirms the pending key: enrolled, ten recovery codes, this browser passed. */
export async function confirmEnrolment(
  payload: Payload,
  userId: number,
  typed: unknown,
  now: Date,
): Promise<CodeResult> {
  const attempt = await attemptCode(payload, userId, 'enrol', typed, now)
  if (!attempt.ok) return attempt
  // A new second factor ends every other browser's pass (issue 34, "Staff sessions").
  await revokeAllPasses(payload, userId)
  return { ok: true, pass: await issuePass(payload, userId, now), recoveryCodes: attempt.accepted.recoveryCodes }
}

/** A code from the app, or one of the recovery codes (each works once), after the password. */
export async function verifySecondFactor(
  payload: Payload,
  userId: number,
  typed: unknown,
  now: Date,
): Promise<CodeResult> {
  const attempt = await attemptCode(payload, userId, 'verify', typed, now)
  if (!attempt.ok) return attempt
  const pass = await issuePass(payload, userId, now)
  const left = attempt.accepted.recoveryCodesLeft
  return left === undefined ? { ok: true, pass } : { ok: true, pass, usedRecoveryCode: true, recoveryCodesLeft: left }
}

/**
 * An admin's reset (a lost phone): the key, the recovery codes and every pass go, and the person
 * sets up a new app at their next sign-in. Their sessions end too (the Users hooks see the change);
 * with the admin's `req`, the "Signed out everywhere" row those hooks write names the admin and
 * the address.
 */
export async function resetSecondFactor(payload: Payload, userId: number, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { id: { equals: userId } },
    overrideAccess: true,
  })
  if (totalDocs === 0) return false
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
    req,
  })
  await revokeAllPasses(payload, userId)
  return true
}
