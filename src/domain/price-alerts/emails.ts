import { formatDollars } from '../money'
import { CONFIRMATION_DAYS } from '../alerts/tokens'
import { alertMailOf, confirmationMailOf, linesBlock, oneLine, type RenderedMail } from '../alerts/mail-layout'

/**
 * The two e-mails of the price-drop alerts (issue 21; decision 0270), in the frame every alert
 * e-mail shares (../alerts/mail-layout.ts). They say what happened and how to stop it, and nothing
 * else: no offers, no other vehicles.
 */
export type { RenderedMail }

const usd = (dollars: number) => formatDollars(dollars, { whole: true })

export type AlertMailInput = {
  dealershipName: string
  vehicleTitle: string
  /** Absolute address of the vehicle page. */
  vehicleUrl: string
  /** The price the shopper last heard from us, and the price now (whole dollars). */
  previousPrice: number
  newPrice: number
  /**
   * The vehicle's condition needs an unlocked price (decision 0185): the e-mail says the price
   * dropped and links to the page, where the price opens, but names no amount.
   */
  priceLocked: boolean
  /** The page with the unsubscribe button (the visible link; List-Unsubscribe goes in the headers). */
  unsubscribePageUrl: string
}

export function priceAlertMail(input: AlertMailInput): RenderedMail {
  const title = oneLine(input.vehicleTitle)
  const saved = input.previousPrice - input.newPrice
  return alertMailOf({
    subject: input.priceLocked ? `Price drop: ${title}` : `Price drop: ${title} is now ${usd(input.newPrice)}`,
    lead: `The price of the ${title} you asked us to watch has dropped.`,
    blocks: [
      linesBlock(
        input.priceLocked
          ? ['Open the vehicle page to see the new price.']
          : [`Was: ${usd(input.previousPrice)}`, `Now: ${usd(input.newPrice)} (${usd(saved)} less)`],
      ),
    ],
    action: { label: 'See the vehicle', url: input.vehicleUrl },
    why: `You get this e-mail because you asked ${input.dealershipName} for price-drop alerts on this vehicle.`,
    stopLabel: 'Stop these alerts',
    unsubscribePageUrl: input.unsubscribePageUrl,
  })
}

export type ConfirmationMailInput = {
  dealershipName: string
  vehicleTitle: string
  /** The page with the confirm button. */
  confirmPageUrl: string
  /** The shopper ticked "Also send my details to a salesperson". */
  sendToSales: boolean
}

export function confirmationMail(input: ConfirmationMailInput): RenderedMail {
  const title = oneLine(input.vehicleTitle)
  return confirmationMailOf({
    subject: `Confirm price-drop alerts for the ${title}`,
    asked: `You (or someone using your e-mail address) asked ${input.dealershipName} to e-mail you when the price of the ${title} drops.`,
    act: `To turn the alerts on, open this link and press "Turn on alerts". The link works for ${CONFIRMATION_DAYS} days.`,
    confirmPageUrl: input.confirmPageUrl,
    linkText: 'Confirm price-drop alerts',
    sales: input.sendToSales
      ? 'You also asked us to send your e-mail address to a salesperson at the store, who may contact you about this vehicle. That happens only once you confirm.'
      : null,
  })
}
