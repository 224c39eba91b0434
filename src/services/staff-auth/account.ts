import type { Payload } from 'payload'
import type { CodeAccount } from '@/domain/security/second-factor/code-attempt'
import { inTransaction, type SqlExecutor } from '@/server/db/execute'
import { lockSecondFactorRowSql, writeSecondFactorRowSql, type SecondFactorColumns } from '@/server/db/second-factor'
import type { StoredRecoveryCode } from './recovery-codes'

/**
 * A staff account's second-factor fields (issue 34). They are hidden fields of the Users collection:
 * no API answer, admin form or `req.user` carries them; only this module reads and writes them.
 * Every read that leads to a write holds the account's row lock until the write commits
 * (src/server/db/second-factor.ts), so two codes typed at once are decided one after the other
 * (decision 0302). Being SQL outside the caller's request, the second-factor guard (guard.ts)
 * never stands in the way of the very step that opens it, and the Users hooks do not run.
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

export type SecondFactorWrite = Omit<SecondFactorColumns, 'recoveryCodes'> & {
  recoveryCodes?: StoredRecoveryCode[] | null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null)
const number = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)
const date = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value))

function accountOf(row: Record<string, unknown>): SecondFactorAccount {
  return {
    id: Number(row.id),
    email: String(row.email),
    role: text(row.role),
    sealedSecret: text(row.totp_secret),
    sealedPendingSecret: text(row.totp_pending_secret),
    enrolledAt: date(row.second_factor_enrolled_at)?.toISOString() ?? null,
    lastUsedStep: number(row.totp_last_step),
    wrongCodes: number(row.second_factor_wrong_codes) ?? 0,
    lockedUntil: date(row.second_factor_locked_until),
    recoveryCodes: Array.isArray(row.recovery_codes) ? (row.recovery_codes as StoredRecoveryCode[]) : [],
  }
}

export type LockedAccount = {
  account: SecondFactorAccount
  /** Writes these columns in the lock's transaction. */
  write: (data: SecondFactorWrite) => Promise<void>
}

/**
 * Runs `work` with the account read under its row lock, in one transaction: what `work` writes
 * commits with it, and another request for the same account waits until then. `work` gets null
 * for an account that does not exist.
 */
export async function withLockedAccount<T>(
  payload: Payload,
  userId: number,
  work: (locked: LockedAccount | null) => Promise<T>,
): Promise<T> {
  return inTransaction(payload, async (tx: SqlExecutor) => {
    const { rows } = await tx.execute(lockSecondFactorRowSql(userId))
    if (!rows[0]) return work(null)
    const write = async (data: SecondFactorWrite) => {
      const statement = writeSecondFactorRowSql(userId, data)
      if (statement) await tx.execute(statement)
    }
    return work({ account: accountOf(rows[0]), write })
  })
}

/** The columns a code decision changes: the step last accepted, the wrong-code count and the lock. */
export function codeAccountWrite(account: CodeAccount): SecondFactorWrite {
  return {
    totpLastStep: account.lastUsedStep,
    secondFactorWrongCodes: account.wrongCodes,
    secondFactorLockedUntil: account.lockedUntil,
  }
}
