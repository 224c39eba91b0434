import type { Payload } from 'payload'
import { env } from '@/config/env'
import { priceAlertMail } from '@/domain/price-alerts/emails'
import { oneClickUnsubscribeUrl, unsubscribeHeaders, unsubscribePageUrl } from '@/domain/price-alerts/paths'
import { SKIP_REASONS, sendDecision, type SubscriptionStatus } from '@/domain/price-alerts/rules'
import { isPermanentRejection } from '@/domain/leads/delivery-failure'
import { sendMail } from '@/services/mailer/send-mail'
import { countDeliveryFailure, countMailSent } from '@/services/metrics/count'
import { CLAIM_LEASE_SECONDS } from '@/services/leads/claim'
import { execute } from '@/server/db/execute'
import { claimNoticeSql, markNoticeFailedSql, markNoticeSentSql, markNoticeSkippedSql } from '@/server/db/price-alerts'
import { hashToken, newToken } from '@/server/link-tokens'
import { alertVehicle, dealership } from './vehicle-facts'

/**
 * One price-drop alert e-mail, run by the job queue after the drop was committed (issue 21;
 * decision 0270). The alert row is claimed first (a retried job, a doubled run or another instance
 * finds it taken), then checked again: nothing goes out when the shopper unsubscribed, the vehicle
 * sold or left the site, or its price moved on since. The e-mail carries List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058) with a token of its own, and a stable Message-ID.
 */
export type AlertOutcome =
  { status: 'sent' | 'skipped' | 'taken' } | { status: 'failed'; error: string; permanent: boolean }

export function alertMessageId(noticeId: number, publicUrl: string): string {
  return `<price-alert-${noticeId}@${new URL(publicUrl).hostname}>`
}

export async function sendPriceAlert(payload: Payload, noticeId: number): Promise<AlertOutcome> {
  const config = env()
  const token = newToken()
  const [claim] = await execute(
    payload,
    claimNoticeSql(noticeId, hashToken(token), alertMessageId(noticeId, config.PUBLIC_URL), CLAIM_LEASE_SECONDS),
  )
  if (!claim) return { status: 'taken' }

  const subscription = await payload.findByID({
    collection: 'price-alert-subscriptions',
    id: Number(claim.subscription_id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const settings = await dealership(payload)
  const vehicle = await alertVehicle(payload, { id: Number(claim.vehicle_id) }, settings)
  const price = Number(claim.price)
  const decision = sendDecision({
    subscriptionStatus: (subscription?.status as SubscriptionStatus | undefined) ?? null,
    vehicleStatus: vehicle?.listing ?? null,
    currentPrice: vehicle?.price,
    noticePrice: price,
  })
  if (!decision.send || !subscription || !vehicle) {
    const reason = decision.send ? 'unlisted' : decision.reason
    await execute(payload, markNoticeSkippedSql(noticeId, SKIP_REASONS[reason]))
    return { status: 'skipped' }
  }

  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '')
  const mail = priceAlertMail({
    dealershipName: settings.name,
    vehicleTitle: vehicle.title,
    vehicleUrl: `${publicUrl}${vehicle.path}`,
    previousPrice: Number(claim.previous_price),
    newPrice: price,
    priceLocked: vehicle.priceLocked,
    unsubscribePageUrl: unsubscribePageUrl(config.PUBLIC_URL, token),
  })
  try {
    await sendMail({
      to: subscription.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: alertMessageId(noticeId, config.PUBLIC_URL),
      headers: unsubscribeHeaders(oneClickUnsubscribeUrl(config.PUBLIC_URL, token)),
    })
  } catch (err) {
    const error = (err as Error).message
    const permanent = isPermanentRejection(err)
    countDeliveryFailure('price_alert', permanent ? 'permanent' : 'temporary')
    await execute(payload, markNoticeFailedSql(noticeId, error))
    return { status: 'failed', error, permanent }
  }
  countMailSent('price_alert')
  await execute(payload, markNoticeSentSql(noticeId))
  return { status: 'sent' }
}
