import type { Payload } from 'payload'
import { env } from '@/config/env'
import { oneClickUnsubscribeUrl, unsubscribeHeaders, unsubscribePageUrl } from '@/domain/alerts/paths'
import type { RenderedMail } from '@/domain/alerts/mail-layout'
import { isPermanentRejection } from '@/domain/leads/delivery-failure'
import { sendMail } from '@/services/mailer/send-mail'
import { countDeliveryFailure, countMailSent } from '@/services/metrics/count'
import { CLAIM_LEASE_SECONDS } from '@/services/leads/claim'
import { execute } from '@/server/db/execute'
import { claimAlertEmailSql, markAlertEmailFailedSql, markAlertEmailSkippedSql } from '@/server/db/alert-subscriptions'
import { hashToken, newToken } from '@/server/link-tokens'
import type { AlertKind } from './kind'

/**
 * One alert e-mail of any kind, run by the job queue after it was committed (decisions 0270, 0337).
 * The row is claimed first (a retried job, a doubled run or another instance finds it taken), the
 * kind checks again whether it still goes out and writes it, then it is sent with List-Unsubscribe
 * and List-Unsubscribe-Post (RFC 8058) carrying a token of its own, and a stable Message-ID.
 */
export type AlertOutcome =
  { status: 'sent' | 'skipped' | 'taken' } | { status: 'failed'; error: string; permanent: boolean }

export function alertMessageId(kind: AlertKind, emailId: number, publicUrl: string): string {
  return `<${kind.key}-${emailId}@${new URL(publicUrl).hostname}>`
}

/** What a kind decided for a claimed e-mail: who gets what, or why nothing goes out (words for the admin). */
export type AlertDecision = { send: { to: string; mail: RenderedMail } } | { skip: string }

/**
 * The claimed row as Postgres returned it, its subscription as stored (null when it is gone), and
 * the visible unsubscribe link of this attempt.
 */
export type ClaimedAlert = {
  row: Record<string, unknown>
  subscription: (Record<string, unknown> & { email: string; status: string }) | null
  unsubscribePageUrl: string
}

export async function deliverAlertEmail(
  payload: Payload,
  kind: AlertKind,
  emailId: number,
  decide: (claimed: ClaimedAlert) => Promise<AlertDecision>,
): Promise<AlertOutcome> {
  const config = env()
  const token = newToken()
  const messageId = alertMessageId(kind, emailId, config.PUBLIC_URL)
  const [row] = await execute(
    payload,
    claimAlertEmailSql(kind.tables, emailId, hashToken(token), messageId, CLAIM_LEASE_SECONDS),
  )
  if (!row) return { status: 'taken' }

  const subscription = await payload.findByID({
    collection: kind.subscriptions,
    id: Number(row.subscription_id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const decision = await decide({
    row,
    // The fields every subscription shares (src/fields/alert-subscription.ts), and the kind's own.
    subscription: subscription as unknown as ClaimedAlert['subscription'],
    unsubscribePageUrl: unsubscribePageUrl(kind.paths, config.PUBLIC_URL, token),
  })
  if ('skip' in decision) {
    await execute(payload, markAlertEmailSkippedSql(kind.tables, emailId, decision.skip))
    return { status: 'skipped' }
  }
  const { to, mail } = decision.send
  try {
    await sendMail({
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId,
      headers: unsubscribeHeaders(oneClickUnsubscribeUrl(kind.paths, config.PUBLIC_URL, token)),
    })
  } catch (err) {
    const error = (err as Error).message
    const permanent = isPermanentRejection(err)
    countDeliveryFailure(kind.mail, permanent ? 'permanent' : 'temporary')
    await execute(payload, markAlertEmailFailedSql(kind.tables, emailId, error))
    return { status: 'failed', error, permanent }
  }
  countMailSent(kind.mail)
  await execute(payload, kind.markSentSql(emailId))
  return { status: 'sent' }
}
