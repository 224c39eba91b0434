import type { Payload } from 'payload'
import { env } from '@/config/env'
import { confirmPageUrl } from '@/domain/alerts/paths'
import type { RenderedMail } from '@/domain/alerts/mail-layout'
import { isPermanentRejection } from '@/domain/leads/delivery-failure'
import { sendMail } from '@/services/mailer/send-mail'
import { countDeliveryFailure, countMailSent } from '@/services/metrics/count'
import { serverSecret } from '@/config/server-secret'
import { hashToken, newToken, seededToken } from '@/server/link-tokens'
import type { AlertKind } from './kind'

/**
 * The confirmation e-mail of an alert request (double opt-in; decisions 0270, 0337), run by the job
 * queue after the request was committed. The link's token is derived from the request's seed
 * (src/server/link-tokens.ts) and only its hash stored, with the tick box of this request: a
 * retried or doubled job mails the same link again, and a repeated request's newer link replaces
 * the older one. Thrown errors are retried by the queue.
 */
export type ConfirmationOutcome = 'sent' | 'skipped'

/** The e-mail of one kind for a link, or null when there is nothing left to confirm (the vehicle sold). */
export type ConfirmationContent = (
  subscription: { id: number; email: string } & Record<string, unknown>,
  sendToSales: boolean,
) => Promise<((confirmUrl: string) => RenderedMail) | null>

export async function sendAlertConfirmation(
  payload: Payload,
  kind: AlertKind,
  content: ConfirmationContent,
  subscriptionId: number,
  sendToSales: boolean,
  options: { linkSeed?: string; now?: Date } = {},
): Promise<ConfirmationOutcome> {
  const now = options.now ?? new Date()
  const subscription = await payload.findByID({
    collection: kind.subscriptions,
    id: subscriptionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!subscription) return 'skipped'
  // The fields every subscription shares (src/fields/alert-subscription.ts), and the kind's own.
  const render = await content(subscription as unknown as Parameters<ConfirmationContent>[0], sendToSales)
  if (!render) return 'skipped'

  const token = options.linkSeed
    ? seededToken(serverSecret(), `${kind.key}-confirmation`, options.linkSeed)
    : newToken()
  await payload.update({
    collection: kind.subscriptions,
    id: subscriptionId,
    data: {
      confirmTokenHash: hashToken(token),
      pendingSendToSales: sendToSales,
      confirmationSentAt: now.toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
  const config = env()
  const mail = render(confirmPageUrl(kind.paths, config.PUBLIC_URL, token))
  try {
    await sendMail({
      to: subscription.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${kind.key}-confirm-${subscriptionId}-${options.linkSeed ?? now.getTime()}@${new URL(config.PUBLIC_URL).hostname}>`,
    })
  } catch (err) {
    // Counted, then thrown on: the queue retries it.
    countDeliveryFailure('confirmation', isPermanentRejection(err) ? 'permanent' : 'temporary')
    throw err
  }
  countMailSent('confirmation')
  return 'sent'
}
