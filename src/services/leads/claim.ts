import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db/execute'

/**
 * Exactly-once sending per lead, round and recipient (issue 4; docs/decisions/0022-lead-delivery.md).
 * A worker claims the message row in one statement before it talks to SMTP: the unique `key`
 * makes a second worker (a retried job, a doubled run, another instance) find it taken. A claim
 * left in 'sending' by a crashed worker is taken over after CLAIM_LEASE; that window is the only
 * place a duplicate can happen, and the stable Message-ID lets the receiver drop it.
 */
export const CLAIM_LEASE_SECONDS = 300

export type MessageClaim = {
  key: string
  leadId: number
  round: number
  audience: 'dealership' | 'staff-member'
  recipient: string
  subject: string
  type: 'adf' | 'text'
  messageId: string
}

/** The message row id when this worker may send it now; null when it is sent or being sent. */
export async function claimMessage(payload: Payload, claim: MessageClaim): Promise<number | null> {
  const rows = await execute(
    payload,
    sql`INSERT INTO lead_messages (key, lead_id, round, audience, recipient, subject, type, status, message_id, claimed_at, tries)
        VALUES (${claim.key}, ${claim.leadId}, ${claim.round}, ${claim.audience}::enum_lead_messages_audience, ${claim.recipient},
                ${claim.subject}, ${claim.type}::enum_lead_messages_type, 'sending', ${claim.messageId}, now(), 1)
        ON CONFLICT (key) DO UPDATE
          SET status = 'sending', claimed_at = now(), tries = lead_messages.tries + 1, updated_at = now()
          WHERE lead_messages.status = 'failed'
             OR (lead_messages.status = 'sending' AND lead_messages.claimed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
        RETURNING id`,
  )
  return rows.length > 0 ? Number(rows[0].id) : null
}

export async function markSent(payload: Payload, id: number): Promise<void> {
  await execute(payload, sql`UPDATE lead_messages SET status = 'sent', sent_at = now(), error = NULL, updated_at = now() WHERE id = ${id}`)
}

export async function markFailed(payload: Payload, id: number, error: string): Promise<void> {
  await execute(payload, sql`UPDATE lead_messages SET status = 'failed', error = ${error.slice(0, 2000)}, updated_at = now() WHERE id = ${id}`)
}

/** Counts of this lead's messages in a round by status. */
export async function messageStates(payload: Payload, leadId: number, round: number): Promise<Record<string, number>> {
  const rows = await execute(
    payload,
    sql`SELECT status::text AS status, count(*)::int AS n FROM lead_messages WHERE lead_id = ${leadId} AND round = ${round} GROUP BY status`,
  )
  return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]))
}
