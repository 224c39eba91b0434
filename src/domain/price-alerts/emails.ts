import { formatDollars } from '../money'
import { escapeHtml } from '../leads/text-email'
import { stripControlChars } from '../leads/adf/xml'
import { CONFIRMATION_DAYS } from './tokens'

/**
 * The two e-mails of the price-drop alerts (issue 21; decision 0270), text and a plain HTML twin.
 * They say what happened and how to stop it, and nothing else: no offers, no other vehicles.
 */
export type RenderedMail = { subject: string; text: string; html: string }

const usd = (dollars: number) => formatDollars(dollars, { whole: true })

/** No line breaks or control characters in a subject (the title comes from the inventory). */
function oneLine(value: string): string {
  return stripControlChars(value)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
}

function html(paragraphs: string[]): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body style="margin:0;padding:16px;background:#fff;color:#111;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;">' +
    `<div style="max-width:600px;margin:0 auto;">${paragraphs.join('')}</div></body></html>`
  )
}

const p = (inner: string) => `<p style="margin:0 0 14px;">${inner}</p>`
const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#15803d;">${escapeHtml(text)}</a>`

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
  const subject = input.priceLocked ? `Price drop: ${title}` : `Price drop: ${title} is now ${usd(input.newPrice)}`
  const lead = `The price of the ${title} you asked us to watch has dropped.`
  const amounts = input.priceLocked
    ? ['Open the vehicle page to see the new price.']
    : [`Was: ${usd(input.previousPrice)}`, `Now: ${usd(input.newPrice)} (${usd(saved)} less)`]
  const why = `You get this e-mail because you asked ${input.dealershipName} for price-drop alerts on this vehicle.`
  const stop = 'Stop these alerts:'
  const text = [
    lead,
    '',
    ...amounts,
    '',
    `See the vehicle: ${input.vehicleUrl}`,
    '',
    '--',
    why,
    `${stop} ${input.unsubscribePageUrl}`,
    '',
  ].join('\n')
  const body = html([
    p(escapeHtml(lead)),
    p(amounts.map(escapeHtml).join('<br>')),
    p(link(input.vehicleUrl, 'See the vehicle')),
    `<hr style="border:0;border-top:1px solid #ddd;margin:20px 0;">`,
    p(`<small>${escapeHtml(why)} ${link(input.unsubscribePageUrl, 'Stop these alerts')}.</small>`),
  ])
  return { subject, text, html: body }
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
  const subject = `Confirm price-drop alerts for the ${title}`
  const asked = `You (or someone using your e-mail address) asked ${input.dealershipName} to e-mail you when the price of the ${title} drops.`
  const act = `To turn the alerts on, open this link and press "Turn on alerts". The link works for ${CONFIRMATION_DAYS} days.`
  const sales = input.sendToSales
    ? 'You also asked us to send your e-mail address to a salesperson at the store, who may contact you about this vehicle. That happens only once you confirm.'
    : null
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing will be sent to you.'
  const text = [asked, '', act, input.confirmPageUrl, '', ...(sales ? [sales, ''] : []), ignore, ''].join('\n')
  const body = html([
    p(escapeHtml(asked)),
    p(`${escapeHtml(act)}<br>${link(input.confirmPageUrl, 'Confirm price-drop alerts')}`),
    ...(sales ? [p(escapeHtml(sales))] : []),
    p(escapeHtml(ignore)),
  ])
  return { subject, text, html: body }
}
