import type { Payload } from 'payload'
import { env } from '@/config/env'
import { confirmationMail } from '@/domain/price-alerts/emails'
import { confirmPageUrl } from '@/domain/price-alerts/paths'
import { sendMail } from '@/services/mailer/send-mail'
import { isPermanentRejection } from '@/domain/leads/delivery-failure'
import { countDeliveryFailure, countMailSent } from '@/services/metrics/count'
import { serverSecret } from '@/config/server-secret'
import { hashToken, newToken, seededToken } from '@/server/link-tokens'
import { alertVehicle, dealership } from './vehicle-facts'

/**
 * The confirmation e-mail of a price-drop alert request (issue 21: double opt-in), run by the job
 * queue after the request was committed. The link's token is derived from the request's seed
 * (src/server/link-tokens.ts) and only its hash stored, with the tick box of this request: a
 * retried or doubled job mails the same link again, and a repeated request's newer link replaces
 * the older one. Thrown errors are retried by the queue.
 */
export type ConfirmationOutcome = 'sent' | 'skipped'

const LINK_PURPOSE = 'price-alert-confirmation'

export async function sendConfirmation(
  payload: Payload,
  subscriptionId: number,
  sendToSales: boolean,
  options: { linkSeed?: string; now?: Date } = {},
): Promise<ConfirmationOutcome> {
  const now = options.now ?? new Date()
  const subscription = await payload.findByID({
    collection: 'price-alert-subscriptions',
    id: subscriptionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!subscription) return 'skipped'
  const vehicleId = typeof subscription.vehicle === 'object' ? subscription.vehicle.id : subscription.vehicle
  const settings = await dealership(payload)
  const vehicle = await alertVehicle(payload, { id: vehicleId }, settings)
  if (!vehicle || vehicle.listing !== 'available') return 'skipped'

  const token = options.linkSeed ? seededToken(serverSecret(), LINK_PURPOSE, options.linkSeed) : newToken()
  await payload.update({
    collection: 'price-alert-subscriptions',
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
  const mail = confirmationMail({
    dealershipName: settings.name,
    vehicleTitle: vehicle.title,
    confirmPageUrl: confirmPageUrl(config.PUBLIC_URL, token),
    sendToSales,
  })
  try {
    await sendMail({
      to: subscription.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<price-alert-confirm-${subscriptionId}-${options.linkSeed ?? now.getTime()}@${new URL(config.PUBLIC_URL).hostname}>`,
    })
  } catch (err) {
    // Counted, then thrown on: the queue retries it (jobs.ts).
    countDeliveryFailure('confirmation', isPermanentRejection(err) ? 'permanent' : 'temporary')
    throw err
  }
  countMailSent('confirmation')
  return 'sent'
}
