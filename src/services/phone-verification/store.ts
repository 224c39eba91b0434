import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import {
  PHONE_VERIFICATION_TABLE_DDL,
  clearCodeSql,
  markVerifiedSql,
  readCodeSql,
  saveCodeSql,
  takeAttemptSql,
} from '@/server/db/phone-verifications'
import type { StoredCode } from '@/domain/phone-verification'

/**
 * runtime.phone_verifications (decision 0071): one row per phone in E.164 with the HMAC of the
 * current code, when it was sent, when it expires, the wrong tries, and when the phone was last
 * verified. The table comes with the migration; the dev database (schema push) gets it here once.
 */
let ensured: Promise<unknown> | undefined

function ensureTable(payload: Payload): Promise<unknown> {
  ensured ??= execute(payload, PHONE_VERIFICATION_TABLE_DDL).catch((err) => {
    ensured = undefined
    throw err
  })
  return ensured
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string))

function toStored(row: Record<string, unknown> | undefined): (StoredCode & { verifiedAt: Date | null }) | null {
  if (!row) return null
  return {
    codeHash: (row.code_hash as string | null) ?? null,
    sentAt: toDate(row.sent_at),
    expiresAt: toDate(row.expires_at),
    attempts: Number(row.attempts ?? 0),
    verifiedAt: toDate(row.verified_at),
  }
}

export async function readCode(payload: Payload, phone: string) {
  await ensureTable(payload)
  const rows = await execute(payload, readCodeSql(phone))
  return toStored(rows[0])
}

/** A new code replaces the old one and resets the tries. */
export async function saveCode(
  payload: Payload,
  phone: string,
  codeHash: string,
  sentAt: Date,
  expiresAt: Date,
): Promise<void> {
  await ensureTable(payload)
  await execute(payload, saveCodeSql(phone, codeHash, sentAt, expiresAt))
}

/** Forget the current code (sending failed, it expired, or it was used). */
export async function clearCode(payload: Payload, phone: string): Promise<void> {
  await ensureTable(payload)
  await execute(payload, clearCodeSql(phone))
}

/**
 * Takes one try atomically: counts it only while tries are left, and answers the record as it was
 * before this try (so concurrent guesses can never exceed the limit). Null: no try was left or no code.
 */
export async function takeAttempt(payload: Payload, phone: string, maxAttempts: number) {
  await ensureTable(payload)
  const rows = await execute(payload, takeAttemptSql(phone, maxAttempts))
  return toStored(rows[0])
}

export async function markVerified(payload: Payload, phone: string, at: Date): Promise<void> {
  await ensureTable(payload)
  await execute(payload, markVerifiedSql(phone, at))
}
