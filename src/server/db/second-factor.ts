import { sql, type SQL } from 'drizzle-orm'

/**
 * users (collection users): a staff account's second-factor columns (issue 34; decision 0300,
 * amended by 0302). Raw so a typed code is checked under the row's lock: the code step already
 * used, the wrong-code count and the lock are read with SELECT … FOR UPDATE and written in the
 * same transaction, so concurrent codes queue behind each other instead of each reading the state
 * before the others wrote it (a code accepted twice, wrong codes lost).
 */
export type SecondFactorColumns = Partial<{
  totpSecret: string | null
  totpPendingSecret: string | null
  secondFactorEnrolledAt: Date | null
  totpLastStep: number | null
  secondFactorWrongCodes: number
  secondFactorLockedUntil: Date | null
  /** Stored as jsonb. */
  recoveryCodes: unknown[] | null
}>

/** The account's second-factor state, locked until the transaction ends. */
export function lockSecondFactorRowSql(userId: number): SQL {
  return sql`SELECT id, email, role::text AS role, totp_secret, totp_pending_secret, second_factor_enrolled_at,
          totp_last_step, second_factor_wrong_codes, second_factor_locked_until, recovery_codes
        FROM users WHERE id = ${userId} FOR UPDATE`
}

const COLUMN: Record<keyof SecondFactorColumns, string> = {
  totpSecret: 'totp_secret',
  totpPendingSecret: 'totp_pending_secret',
  secondFactorEnrolledAt: 'second_factor_enrolled_at',
  totpLastStep: 'totp_last_step',
  secondFactorWrongCodes: 'second_factor_wrong_codes',
  secondFactorLockedUntil: 'second_factor_locked_until',
  recoveryCodes: 'recovery_codes',
}

function valueOf(key: keyof SecondFactorColumns, value: unknown): SQL {
  if (value === null || value === undefined) return sql`NULL`
  if (key === 'recoveryCodes') return sql`${JSON.stringify(value)}::jsonb`
  if (value instanceof Date) return sql`${value.toISOString()}::timestamptz`
  return sql`${value}`
}

/** Writes the given columns (only those); null when there is nothing to write. */
export function writeSecondFactorRowSql(userId: number, columns: SecondFactorColumns): SQL | null {
  const keys = (Object.keys(columns) as (keyof SecondFactorColumns)[]).filter((k) => columns[k] !== undefined)
  if (keys.length === 0) return null
  const sets = keys.map((k) => sql`${sql.identifier(COLUMN[k])} = ${valueOf(k, columns[k])}`)
  return sql`UPDATE users SET ${sql.join(sets, sql`, `)} WHERE id = ${userId}`
}
