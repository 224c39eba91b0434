import { sql, type SQL } from 'drizzle-orm'

/**
 * runtime.phone_verifications (decision 0071; not a Payload table: created by migration, outside
 * Payload's schema): one row per phone in E.164 with the HMAC of the current code, when it was
 * sent, when it expires, the wrong tries, and when the phone was last verified. Raw for the atomic
 * try counter (concurrent guesses never exceed the limit) and the upsert of a new code.
 */

/** The table comes with the migration; the dev database (schema push) gets it from this once. */
export const PHONE_VERIFICATION_TABLE_DDL: SQL = sql`CREATE SCHEMA IF NOT EXISTS runtime;
        CREATE TABLE IF NOT EXISTS runtime.phone_verifications (phone varchar PRIMARY KEY NOT NULL, code_hash varchar, sent_at timestamp(3) with time zone, expires_at timestamp(3) with time zone, attempts integer DEFAULT 0 NOT NULL, verified_at timestamp(3) with time zone)`

export function readCodeSql(phone: string): SQL {
  return sql`SELECT code_hash, sent_at, expires_at, attempts, verified_at FROM runtime.phone_verifications WHERE phone = ${phone}`
}

/** A new code replaces the old one and resets the tries. */
export function saveCodeSql(phone: string, codeHash: string, sentAt: Date, expiresAt: Date): SQL {
  return sql`INSERT INTO runtime.phone_verifications (phone, code_hash, sent_at, expires_at, attempts) VALUES (${phone}, ${codeHash}, ${sentAt.toISOString()}, ${expiresAt.toISOString()}, 0)
        ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, attempts = 0`
}

export function clearCodeSql(phone: string): SQL {
  return sql`UPDATE runtime.phone_verifications SET code_hash = NULL, sent_at = NULL, expires_at = NULL WHERE phone = ${phone}`
}

/** Takes one try while tries are left; answers the record as it was before this try. */
export function takeAttemptSql(phone: string, maxAttempts: number): SQL {
  return sql`UPDATE runtime.phone_verifications SET attempts = attempts + 1
        WHERE phone = ${phone} AND code_hash IS NOT NULL AND attempts < ${maxAttempts}
        RETURNING code_hash, sent_at, expires_at, attempts - 1 AS attempts, verified_at`
}

export function markVerifiedSql(phone: string, at: Date): SQL {
  return sql`UPDATE runtime.phone_verifications SET verified_at = ${at.toISOString()}, code_hash = NULL, sent_at = NULL, expires_at = NULL, attempts = 0 WHERE phone = ${phone}`
}
