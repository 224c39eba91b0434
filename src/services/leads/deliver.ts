import type { Payload } from 'payload'
import { env } from '@/config/env'
import { sendMail } from '@/services/mailer/send-mail'
import type { DeliveryStatus } from '@/collections/leads/fields'
import { claimMessage, markFailed, markSent, messageStates } from './claim'
import { composeMessages } from './compose'
import { loadDeliveryContext } from './delivery-context'
import { execute } from '@/server/db/execute'
import { recordDeliveryAttemptSql } from '@/server/db/leads'
import { isPermanentRejection } from '@/domain/leads/delivery-failure'
import { countDeliveryFailure, countMailSent } from '@/services/metrics/count'

/**
 * One delivery attempt of a lead (issue 4), run by the job queue after the lead was committed.
 * Each message is claimed before it is sent, so retries and doubled runs skip what already went
 * out; a failure is thrown so the queue retries with backoff, unless every refusal was final (a 5xx
 * reply: decision 0245), when the lead is marked failed at once for someone to fix and resend.
 */
export type DeliveryOutcome = { status: DeliveryStatus; sent: number; skipped: number; errors: string[] }

async function recordAttempt(
  payload: Payload,
  leadId: number,
  status: DeliveryStatus,
  error: string | null,
): Promise<void> {
  await execute(payload, recordDeliveryAttemptSql(leadId, status, error))
}

export async function deliverLead(
  payload: Payload,
  leadId: number,
  round: number,
  finalAttempt: boolean,
): Promise<DeliveryOutcome> {
  const doc = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // Deleted, or a Resend started a newer round that carries the work now.
  if (!doc || (doc.deliveryRound ?? 1) > round) return { status: 'sent', sent: 0, skipped: 0, errors: [] }

  const config = env()
  const ctx = await loadDeliveryContext(payload, doc)
  const composed = composeMessages(doc, round, ctx, { publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM })
  if (!composed.ok) {
    countDeliveryFailure('lead', 'no_recipient')
    await recordAttempt(payload, leadId, 'no-recipient', 'No recipient: set the company e-mail or a routing rule.')
    return { status: 'no-recipient', sent: 0, skipped: 0, errors: [] }
  }

  const errors: string[] = []
  let permanent = 0
  let sent = 0
  let skipped = 0
  for (const message of composed.messages) {
    const claimId = await claimMessage(payload, message)
    if (claimId === null) {
      skipped += 1
      continue
    }
    try {
      await sendMail({
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        replyTo: message.replyTo,
      })
      countMailSent('lead')
      await markSent(payload, claimId)
      sent += 1
    } catch (err) {
      const reason = `${message.recipient}: ${(err as Error).message}`
      errors.push(reason)
      const final = isPermanentRejection(err)
      if (final) permanent += 1
      countDeliveryFailure('lead', final ? 'permanent' : 'temporary')
      await markFailed(payload, claimId, reason)
    }
  }

  const states = await messageStates(payload, leadId, round)
  const givesUp = finalAttempt || (errors.length > 0 && permanent === errors.length)
  const status: DeliveryStatus =
    errors.length > 0 ? (givesUp ? 'failed' : 'retrying') : (states.sending ?? 0) > 0 ? 'pending' : 'sent'
  await recordAttempt(payload, leadId, status, errors.length > 0 ? errors.join('\n') : null)
  return { status, sent, skipped, errors }
}
