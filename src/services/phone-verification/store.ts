import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db/execute'
import type { StoredCode } from '@/domain/phone-verification'

/**
 * runtime.phone_verifications (decision 0071): one row per phone in E.164 with the HMAC of the
 * current code, when it was sent, when it expires, the wrong tries, and when the phone was last
 * verified. The table comes with the migration; the dev database (schema push) gets it here once.
 */
let ensured: Promise<unknown> | undefined

function ensureTable(payload: Payload): Promise<unknown> {
  ensured ??= execute(
    payload,
    sql`CREATE SCHEMA IF NOT EXISTS runtime;
        CREATE TABLE IF NOT EXISTS runtime.phone_verifications (phone varchar PRIMARY KEY NOT NULL, code_hash varchar, sent_at timestamp(3) with time zone, expires_at timestamp(3) with time zone, attempts integer DEFAULT 0 NOT NULL, verified_at timestamp(3) with time zone)`,
  ).catch((err) => {
    ensured = undefined
    throw err
  })
  return ensured
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string))

function toStored(row: Record<string, unknown> | undefined): (StoredCode & { verifiedAt: Date | null }) | null {
  if (!row) return null
  return { codeHash: (row.code_hash as string | null) ?? null, sentAt: toDate(row.sent_at), expiresAt: toDate(row.expires_at), attempts: Number(row.attempts ?? 0), verifiedAt: toDate(row.verified_at) }
}

export async function readCode(payload: Payload, phone: string) {
  await ensureTable(payload)
  const rows = await execute(payload, sql`SELECT code_hash, sent_at, expires_at, attempts, verified_at FROM runtime.phone_verifications WHERE phone = ${phone}`)
  return toStored(rows[0])
}

/** A new code replaces the old one and resets the tries. */
export async function saveCode(payload: Payload, phone: string, codeHash: string, sentAt: Date, expiresAt: Date): Promise<void> {
  await ensureTable(payload)
  await execute(
    payload,
    sql`INSERT INTO runtime.phone_verifications (phone, code_hash, sent_at, expires_at, attempts) VALUES (${phone}, ${codeHash}, ${sentAt.toISOString()}, ${expiresAt.toISOString()}, 0)
        ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, attempts = 0`,
  )
}

/** Forget the current code (sending failed, it expired, or it was used). */
export async function clearCode(payload: Payload, phone: string): Promise<void> {
  await ensureTable(payload)
  await execute(payload, sql`UPDATE runtime.phone_verifications SET code_hash = NULL, sent_at = NULL, expires_at = NULL WHERE phone = ${phone}`)
}

/**
 * Takes one try atomically: counts it only while tries are left, and answers the record as it was
 * before this try (so concurrent guesses can never exceed the limit). Null: no try was left or no code.
 */
export async function takeAttempt(payload: Payload, phone: string, maxAttempts: number) {
  await ensureTable(payload)
  const rows = await execute(
    payload,
    sql`UPDATE runtime.phone_verifications SET attempts = attempts + 1
        WHERE phone = ${phone} AND code_hash IS NOT NULL AND attempts < ${maxAttempts}
        RETURNING code_hash, sent_at, expires_at, attempts - 1 AS attempts, verified_at`,
  )
  return toStored(rows[0])
}

export async function markVerified(payload: Payload, phone: string, at: Date): Promise<void> {
  await ensureTable(payload)
  await execute(payload, sql`UPDATE runtime.phone_verifications SET verified_at = ${at.toISOString()}, code_hash = NULL, sent_at = NULL, expires_at = NULL, attempts = 0 WHERE phone = ${phone}`)
}
