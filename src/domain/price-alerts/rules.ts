import type { SubscriptionStatus } from '../alerts/statuses'

/**
 * Price-drop alerts (issue 21): when a vehicle's price change is a drop, who is told, and whether a
 * queued alert still goes out when its job runs. Pure: the vehicle, the subscriptions and their
 * earlier alerts come in as facts (src/services/price-alerts reads them; decision 0270).
 */

type Price = number | null | undefined

function isPrice(value: Price): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/** A drop: both prices known ("Call for pricing" is no price) and the new one lower. A rise or no change is not. */
export function isPriceDrop(before: Price, after: Price): boolean {
  return isPrice(before) && isPrice(after) && after < before
}

/** What the alert decision needs of one subscription to the vehicle. */
export type SubscriptionFacts = {
  id: number
  status: SubscriptionStatus
  /** The vehicle's price when the shopper confirmed: what they saw. */
  confirmedPrice: number | null
  /** Prices of its alerts that were queued, are on their way or went out; skipped ones are not news it heard. */
  noticePrices: readonly number[]
}

/**
 * The price this subscriber last knew from us: the price at confirmation, or the lowest price an
 * alert was queued for since (alerts only ever go down). Only a price below it is news to them;
 * null when the vehicle had no price when they confirmed and no alert followed.
 */
export function referencePrice(
  subscription: Pick<SubscriptionFacts, 'confirmedPrice' | 'noticePrices'>,
): number | null {
  const known = [subscription.confirmedPrice, ...subscription.noticePrices].filter(isPrice)
  return known.length > 0 ? Math.min(...known) : null
}

export type DueAlert = { subscriptionId: number; price: number; previousPrice: number }

/**
 * Who gets an alert now that the vehicle costs `newPrice` (it cost `pricedBefore` until this
 * change): each active subscription whose reference price is higher. A subscriber who confirmed
 * while the vehicle had no price ("Call for pricing") measures from the price before this change.
 * Nothing for a vehicle that is not for sale (sold, hidden). A rise, or a fall back to a price
 * already announced, tells nobody anything new.
 */
export function dueAlerts(
  subscriptions: readonly SubscriptionFacts[],
  newPrice: Price,
  vehicleStatus: string | null | undefined,
  pricedBefore: Price = null,
): DueAlert[] {
  if (vehicleStatus !== 'available' || !isPrice(newPrice)) return []
  const due: DueAlert[] = []
  for (const subscription of subscriptions) {
    if (subscription.status !== 'active') continue
    const reference = referencePrice(subscription) ?? (isPrice(pricedBefore) ? pricedBefore : null)
    if (reference !== null && newPrice < reference)
      due.push({ subscriptionId: subscription.id, price: newPrice, previousPrice: reference })
  }
  return due
}

/** Why a queued alert was not sent, in words for the admin. */
export const SKIP_REASONS = {
  unsubscribed: 'The shopper unsubscribed before it was sent.',
  sold: 'The vehicle sold before it was sent.',
  unlisted: 'The vehicle is no longer for sale on the site.',
  superseded: 'The price dropped again; the alert for the newer price went out instead.',
  withdrawn: 'The price went back up before it was sent.',
} as const
export type SkipReason = keyof typeof SKIP_REASONS

export type SendFacts = {
  subscriptionStatus: SubscriptionStatus | null
  /** null: the vehicle is gone. */
  vehicleStatus: string | null
  currentPrice: Price
  noticePrice: number
}

export type SendDecision = { send: true } | { send: false; reason: SkipReason }

/**
 * Checked again when the job runs (issue 21: "Nothing is sent for a vehicle that sold"): between
 * the drop and the send the shopper may have unsubscribed, the vehicle may have sold, or its price
 * moved again. A lower price has its own alert; a price back up means the drop is no longer true.
 */
export function sendDecision(facts: SendFacts): SendDecision {
  if (facts.subscriptionStatus !== 'active') return { send: false, reason: 'unsubscribed' }
  if (facts.vehicleStatus === 'sold') return { send: false, reason: 'sold' }
  if (facts.vehicleStatus !== 'available') return { send: false, reason: 'unlisted' }
  if (!isPrice(facts.currentPrice) || facts.currentPrice > facts.noticePrice)
    return { send: false, reason: 'withdrawn' }
  if (facts.currentPrice < facts.noticePrice) return { send: false, reason: 'superseded' }
  return { send: true }
}
