import { createHash } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { transactionExecutor } from '@/server/db/transaction'
import { resealSql, sealedValuesSql, type SealedValue } from '@/server/db/sealed-values'
import { recordAuditEvent } from '@/services/audit/record-audit-event'
import { encryptField, opensWith, decryptField, type CreditKey } from './cipher'
import { SEALED_COLUMNS, type SealedColumn } from './sealed-columns'

/**
 * Re-seals every value stored under one CREDIT_DATA_KEY with another (issue 35; decision 0301):
 * SSNs and dates of birth of applicants and co-applicants, and staff authenticator keys, in ONE
 * transaction that locks each value it reads and holds the audit record of the rotation.
 * - Resumable and idempotent: a value that already opens with the new key is left as it is, so a
 *   second run (after an interruption, or to catch values a not-yet-restarted instance sealed
 *   with the old key meanwhile) re-seals only what is left.
 * - Refuses, changing nothing, when any value opens with neither key: it lists where they are.
 * - `dryRun` reads and checks everything, then rolls back.
 */
export type RotationCounts = { resealed: number; alreadyNew: number }

export type RotationReport = {
  dryRun: boolean
  oldKeyId: string
  newKeyId: string
  /** By "table.column". */
  columns: Record<string, RotationCounts>
  resealed: number
  alreadyNew: number
}

export type Unreadable = { table: string; column: string; id: number }

export class RotationRefused extends Error {
  constructor(
    message: string,
    readonly unreadable: Unreadable[],
  ) {
    super(message)
    this.name = 'RotationRefused'
  }
}

/** 16 hex digits of SHA-256 over the key bytes, as backups record it (scripts/lib/credit-key-check.ts). */
export function creditKeyId(key: CreditKey): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

const WRITE_BATCH = 500

type ColumnPlan = { sealed: SealedColumn; reseal: SealedValue[]; alreadyNew: number; unreadable: number[] }

function planColumn(sealed: SealedColumn, rows: Record<string, unknown>[], oldKey: CreditKey, newKey: CreditKey) {
  const plan: ColumnPlan = { sealed, reseal: [], alreadyNew: 0, unreadable: [] }
  for (const row of rows) {
    const id = Number(row.id)
    const value = String(row.value)
    if (opensWith(newKey, sealed.purpose, value)) {
      plan.alreadyNew += 1
      continue
    }
    let plaintext: string
    try {
      plaintext = decryptField(oldKey, sealed.purpose, value)
    } catch {
      plan.unreadable.push(id)
      continue
    }
    plan.reseal.push({ id, value: encryptField(newKey, sealed.purpose, plaintext) })
  }
  return plan
}

export async function rotateCreditDataKey(
  payload: Payload,
  options: { oldKey: CreditKey; newKey: CreditKey; dryRun?: boolean },
): Promise<RotationReport> {
  const { oldKey, newKey } = options
  if (oldKey.equals(newKey)) throw new RotationRefused('The old and the new key are the same key.', [])
  const dryRun = options.dryRun ?? false
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('credit key rotation: the database opened no transaction')
  const req = await createLocalReq({}, payload)
  req.transactionID = transactionID
  try {
    const tx = await transactionExecutor(payload, req, 'credit key rotation')
    if (!tx) throw new Error('credit key rotation: no transaction')
    const plans: ColumnPlan[] = []
    for (const sealed of SEALED_COLUMNS) {
      const { rows } = await tx.execute(sealedValuesSql(sealed.table, sealed.column))
      plans.push(planColumn(sealed, rows, oldKey, newKey))
    }
    const unreadable = plans.flatMap((p) =>
      p.unreadable.map((id) => ({ table: p.sealed.table, column: p.sealed.column, id })),
    )
    if (unreadable.length > 0)
      throw new RotationRefused(
        `${unreadable.length} stored ${unreadable.length === 1 ? 'value opens' : 'values open'} with neither the old nor the new key; nothing was changed.`,
        unreadable,
      )
    const report: RotationReport = {
      dryRun,
      oldKeyId: creditKeyId(oldKey),
      newKeyId: creditKeyId(newKey),
      columns: Object.fromEntries(
        plans.map((p) => [
          `${p.sealed.table}.${p.sealed.column}`,
          { resealed: p.reseal.length, alreadyNew: p.alreadyNew },
        ]),
      ),
      resealed: plans.reduce((n, p) => n + p.reseal.length, 0),
      alreadyNew: plans.reduce((n, p) => n + p.alreadyNew, 0),
    }
    if (dryRun) {
      await payload.db.rollbackTransaction(transactionID)
      return report
    }
    for (const p of plans)
      for (let i = 0; i < p.reseal.length; i += WRITE_BATCH)
        await tx.execute(resealSql(p.sealed.table, p.sealed.column, p.reseal.slice(i, i + WRITE_BATCH)))
    await recordAuditEvent(
      payload,
      {
        action: 'credit-key-rotated',
        actor: null,
        summary: `CREDIT_DATA_KEY rotated: ${report.resealed} sealed ${report.resealed === 1 ? 'value' : 'values'} re-sealed under key ${report.newKeyId}${report.alreadyNew ? ` (${report.alreadyNew} already were)` : ''}`,
        details: report,
      },
      req,
    )
    await payload.db.commitTransaction(transactionID)
    return report
  } catch (err) {
    await payload.db.rollbackTransaction(transactionID)
    throw err
  } finally {
    delete req.transactionID
  }
}
