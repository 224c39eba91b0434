/**
 * A backup of credit applications is only as good as the key that opens them (decision 0051):
 * the key is not in the backup, so `db:backup` checks that the key of this machine opens a stored
 * SSN and records the key's fingerprint, and `db:restore` compares it with the key where it
 * restores. The fingerprint is the first 16 hex digits of SHA-256 over the 32 key bytes; it tells
 * keys apart and reveals nothing usable about the key.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { decryptField, parseKey, type CreditKey } from '../../src/services/credit-data/cipher'

/** CREDIT_DATA_KEY, else the generated .data/credit-data-key.secret; never creates one. */
export function configuredCreditKey(env: NodeJS.ProcessEnv = process.env): CreditKey | null {
  if (env.CREDIT_DATA_KEY) return parseKey(env.CREDIT_DATA_KEY)
  const file = path.resolve(process.cwd(), '.data', 'credit-data-key.secret')
  return existsSync(file) ? parseKey(readFileSync(file, 'utf8')) : null
}

export function keyFingerprint(key: CreditKey): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

/** Tries the key on one stored applicant SSN: true, false, or null when there is nothing to try. */
export async function keyOpensStoredValues(client: pg.Client, key: CreditKey | null): Promise<boolean | null> {
  const exists = await client.query(`SELECT to_regclass('public.credit_applications') IS NOT NULL AS ok`)
  if (!exists.rows[0]?.ok) return null
  const { rows } = await client.query<{ v: string }>(
    'SELECT applicant_ssn AS v FROM credit_applications WHERE applicant_ssn IS NOT NULL ORDER BY id LIMIT 1',
  )
  if (!rows[0]) return null
  if (!key) return false
  try {
    decryptField(key, 'applicantSsn', rows[0].v)
    return true
  } catch {
    return false
  }
}
