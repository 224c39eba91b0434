import { formatCount, formatDollars } from '../money'
import { escapeHtml } from '../leads/text-email'
import { CONFIRMATION_DAYS } from '../alerts/tokens'
import {
  alertMailOf,
  confirmationMailOf,
  linesBlock,
  mailLink,
  oneLine,
  paragraph,
  type RenderedMail,
} from '../alerts/mail-layout'
import { ALERT_INTERVAL_HOURS } from './rules'

/**
 * The two e-mails of the saved searches (issue 38; decision 0337), in the frame every alert e-mail
 * shares (../alerts/mail-layout.ts). The alert lists the new vehicles and links to the search;
 * nothing else: no offers, no other vehicles.
 */
export type AlertedVehicle = {
  title: string
  /** Absolute address of the vehicle page. */
  url: string
  /** Whole dollars; null for "Call for pricing". */
  price: number | null
  mileage: number | null
  /** The condition needs an unlocked price (decision 0185): no amount in the e-mail. */
  priceLocked: boolean
}

export type SavedSearchAlertInput = {
  dealershipName: string
  /** The search in words, as its page's heading says it. */
  searchTitle: string
  /** Absolute address of the results page. */
  searchUrl: string
  /** The new vehicles to list (at most six, rules.ts `alertListing`), newest first. */
  vehicles: readonly AlertedVehicle[]
  /** How many more new vehicles there are than are listed. */
  more: number
  /** The page with the unsubscribe button (the visible link; List-Unsubscribe goes in the headers). */
  unsubscribePageUrl: string
}

const usd = (dollars: number) => formatDollars(dollars, { whole: true })

/** "$23,495 · 31,200 miles": what the card would show, without a price the shopper must unlock. */
function facts(v: AlertedVehicle): string {
  const price = v.priceLocked ? null : v.price !== null && v.price > 0 ? usd(v.price) : 'Call for pricing'
  const miles = v.mileage !== null ? `${formatCount(v.mileage)} miles` : null
  return [price, miles].filter(Boolean).join(' · ')
}

const countOf = (n: number) => (n === 1 ? 'a new vehicle' : `${formatCount(n)} new vehicles`)

export function savedSearchAlertMail(input: SavedSearchAlertInput): RenderedMail {
  const title = oneLine(input.searchTitle)
  const total = input.vehicles.length + input.more
  const more = `And ${formatCount(input.more)} more.`
  return alertMailOf({
    subject: `${total === 1 ? 'New match' : `${formatCount(total)} new matches`} for your saved search: ${title}`,
    lead: `We have ${countOf(total)} matching your saved search “${title}”.`,
    blocks: [
      ...input.vehicles.map((v) => ({
        text: [oneLine(v.title), ...(facts(v) ? [facts(v)] : []), v.url],
        html: paragraph(
          `<strong>${mailLink(v.url, oneLine(v.title))}</strong>` + (facts(v) ? `<br>${escapeHtml(facts(v))}` : ''),
        ),
      })),
      ...(input.more > 0 ? [linesBlock([more])] : []),
    ],
    action: { label: 'See every vehicle that matches', url: input.searchUrl },
    why: `You get this e-mail because you saved this search at ${input.dealershipName}. We send at most one e-mail a day.`,
    stopLabel: 'Stop these e-mails',
    unsubscribePageUrl: input.unsubscribePageUrl,
  })
}

export type SearchConfirmationInput = {
  dealershipName: string
  searchTitle: string
  confirmPageUrl: string
  /** The shopper ticked "Also send my details to a salesperson". */
  sendToSales: boolean
}

export function savedSearchConfirmationMail(input: SearchConfirmationInput): RenderedMail {
  const title = oneLine(input.searchTitle)
  return confirmationMailOf({
    subject: `Confirm your saved search: ${title}`,
    asked: `You (or someone using your e-mail address) asked ${input.dealershipName} to e-mail you when new vehicles match the search “${title}”. We send at most one e-mail every ${ALERT_INTERVAL_HOURS} hours.`,
    act: `To turn the e-mails on, open this link and press "Turn on alerts". The link works for ${CONFIRMATION_DAYS} days.`,
    confirmPageUrl: input.confirmPageUrl,
    linkText: 'Confirm your saved search',
    sales: input.sendToSales
      ? 'You also asked us to send your e-mail address to a salesperson, who may contact you about vehicles like these. That happens only once you confirm.'
      : null,
  })
}
