import type { Payload, PayloadRequest } from 'payload'
import type { SqlExecutor } from './execute'

/**
 * The executor of `req`'s open Payload transaction, for a statement of this folder that must
 * commit or roll back with the Local API writes around it (lead intake with a resume or credit
 * record, decision 0262; price-drop alerts queued with the price change, decision 0270; forgetting
 * a person, decision 0297).
 *
 * Payload documents how to open, commit and roll back a transaction (payload.db.beginTransaction,
 * commitTransaction, rollbackTransaction), how Local API calls and adapter methods join it (`req`),
 * and raw SQL in a transaction only inside a migration (which is handed the transaction's `db`). It
 * documents no way for raw SQL elsewhere to join one (decision 0306): the adapter keeps each open
 * transaction's drizzle handle in its typed but undocumented `sessions` map, keyed by the
 * transaction id, where Payload's own getTransaction (not exported) and its migrations look. This
 * is the one place that reads it. Unlike Payload's lookup, a transaction that is gone is an error,
 * never a silent autocommit write; a map or handle of another shape after an upgrade is an error
 * naming the decision. tests/int/sql-schema.int.test.ts pins the shape and the behaviour: the
 * statement sees Payload's own uncommitted writes, rolls back and commits with them, and a closed
 * transaction refuses. Null when `req` has no transaction: the statement then runs on the pool and
 * commits by itself.
 */
export async function transactionExecutor(
  payload: Payload,
  req: PayloadRequest,
  purpose: string,
): Promise<SqlExecutor | null> {
  const transactionId = req.transactionID ? await req.transactionID : undefined
  if (transactionId === undefined) return null
  const session = adapterSessions(payload)[String(transactionId)]
  if (!session) throw new Error(`${purpose}: the transaction of this request is no longer open`)
  const handle = session.db as Partial<SqlExecutor> | undefined
  if (typeof handle?.execute !== 'function')
    throw new Error(`${purpose}: the adapter's session holds no drizzle handle with execute(); ${SEE_DECISION}`)
  return handle as SqlExecutor
}

/** Where the adapter's shape this file relies on is recorded, and what to do when it changes. */
export const SEE_DECISION = 'see docs/decisions/0306-raw-sql-in-a-payload-transaction.md'

/** The Postgres adapter's open transactions by id, or an error naming the decision if it keeps none. */
export function adapterSessions(payload: Payload): Readonly<Record<string, { readonly db?: unknown } | undefined>> {
  const sessions = (payload.db as unknown as { sessions?: unknown }).sessions
  if (typeof sessions !== 'object' || sessions === null)
    throw new Error(
      `the Postgres adapter no longer keeps its open transactions in payload.db.sessions; ${SEE_DECISION}`,
    )
  return sessions as Record<string, { db?: unknown }>
}

/** Runs `query` inside `req`'s transaction when it has one, else on the pool. */
export async function executeIn(
  payload: Payload,
  req: PayloadRequest | undefined,
  purpose: string,
  query: Parameters<SqlExecutor['execute']>[0],
): Promise<Record<string, unknown>[]> {
  const inTransaction = req ? await transactionExecutor(payload, req, purpose) : null
  if (inTransaction) return (await inTransaction.execute(query)).rows
  const { drizzle } = payload.db as unknown as { drizzle: SqlExecutor }
  return (await drizzle.execute(query)).rows
}
