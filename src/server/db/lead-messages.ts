import { sql, type SQL } from 'drizzle-orm'

/**
 * lead_messages (collection lead-messages): the delivery claim, exactly once per lead, round and
 * recipient (issue 4; decision 0022). Raw because the claim must be one atomic statement: the
 * unique `key` with ON CONFLICT makes a second worker find the message taken, which no
 * read-then-write through the Local API can promise across instances.
 */
export type MessageClaimRow = {
  key: string
  leadId: number
  round: number
  audience: 'dealership' | 'staff-member'
  recipient: string
  subject: string
  type: 'adf' | 'text'
  messageId: string
}

/** Inserts the claim, or takes over a failed one or one left 'sending' longer than the lease; returns its id when this worker may send. */
export function claimMessageSql(claim: MessageClaimRow, leaseSeconds: number): SQL {
  return sql`INSERT INTO lead_messages (key, lead_id, round, audience, recipient, subject, type, status, message_id, claimed_at, tries)
        VALUES (${claim.key}, ${claim.leadId}, ${claim.round}, ${claim.audience}::enum_lead_messages_audience, ${claim.recipient},
                ${claim.subject}, ${claim.type}::enum_lead_messages_type, 'sending', ${claim.messageId}, now(), 1)
        ON CONFLICT (key) DO UPDATE
          SET status = 'sending', claimed_at = now(), tries = lead_messages.tries + 1, updated_at = now()
          WHERE lead_messages.status = 'failed'
             OR (lead_messages.status = 'sending' AND lead_messages.claimed_at < now() - make_interval(secs => ${leaseSeconds}))
        RETURNING id`
}

/** The end of a claim, in the same statement family as the claim (one state machine, one module). */
export function markMessageSentSql(id: number): SQL {
  return sql`UPDATE lead_messages SET status = 'sent', sent_at = now(), error = NULL, updated_at = now() WHERE id = ${id}`
}

export function markMessageFailedSql(id: number, error: string): SQL {
  return sql`UPDATE lead_messages SET status = 'failed', error = ${error.slice(0, 2000)}, updated_at = now() WHERE id = ${id}`
}

/** Counts of a lead's messages in one round by status (an aggregate: not in the Local API). */
export function messageStatesSql(leadId: number, round: number): SQL {
  return sql`SELECT status::text AS status, count(*)::int AS n FROM lead_messages WHERE lead_id = ${leadId} AND round = ${round} GROUP BY status`
}
