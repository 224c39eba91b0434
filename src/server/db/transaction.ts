import type { Payload, PayloadRequest } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SqlExecutor } from './execute'

/**
 * The executor of `req`'s open Payload transaction, for a statement of this folder that must
 * commit or roll back with the Local API writes around it (lead intake with a resume or credit
 * record, decision 0262; price-drop alerts queued with the price change, decision 0270).
 *
 * Payload documents how to open, commit and roll back a transaction (payload.db.beginTransaction /
 * initTransaction, commitTransaction) and how Local API calls join it (`req`), but not how raw SQL
 * joins it: the adapter keeps each open transaction's drizzle handle in its typed `sessions` map,
 * keyed by the transaction id, which is where Payload's own getTransaction (not exported) and its
 * migrations look. This is the one place that reads it. Unlike Payload's lookup, a transaction that
 * is gone is an error, never a silent autocommit write (tests/int/sql-schema.int.test.ts pins both:
 * the statement rolls back with the transaction, and a closed one refuses). Null when `req` has no
 * transaction: the statement then runs on the pool and commits by itself.
 */
export async function transactionExecutor(
  payload: Payload,
  req: PayloadRequest,
  purpose: string,
): Promise<SqlExecutor | null> {
  const transactionId = req.transactionID ? await req.transactionID : undefined
  if (transactionId === undefined) return null
  const session = (payload.db as unknown as Pick<PostgresAdapter, 'sessions'>).sessions?.[String(transactionId)]
  if (!session) throw new Error(`${purpose}: the transaction of this request is no longer open`)
  return session.db as unknown as SqlExecutor
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
