import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import {
  claimMessageSql,
  markMessageFailedSql,
  markMessageSentSql,
  messageStatesSql,
  type MessageClaimRow,
} from '@/server/db/lead-messages'

/**
 * Exactly-once sending per lead, round and recipient (issue 4; docs/decisions/0022-lead-delivery.md).
 * A worker claims the message row in one statement before it talks to SMTP: the unique `key`
 * makes a second worker (a retried job, a doubled run, another instance) find it taken. A claim
 * left in 'sending' by a crashed worker is taken over after CLAIM_LEASE; that window is the only
 * place a duplicate can happen, and the stable Message-ID lets the receiver drop it.
 */
export const CLAIM_LEASE_SECONDS = 300

export type MessageClaim = MessageClaimRow

/** The message row id when this worker may send it now; null when it is sent or being sent. */
export async function claimMessage(payload: Payload, claim: MessageClaim): Promise<number | null> {
  const rows = await execute(payload, claimMessageSql(claim, CLAIM_LEASE_SECONDS))
  return rows.length > 0 ? Number(rows[0].id) : null
}

export async function markSent(payload: Payload, id: number): Promise<void> {
  await execute(payload, markMessageSentSql(id))
}

export async function markFailed(payload: Payload, id: number, error: string): Promise<void> {
  await execute(payload, markMessageFailedSql(id, error))
}

/** Counts of this lead's messages in a round by status. */
export async function messageStates(payload: Payload, leadId: number, round: number): Promise<Record<string, number>> {
  const rows = await execute(payload, messageStatesSql(leadId, round))
  return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]))
}
