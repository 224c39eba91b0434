import { escapeHtml } from '../leads/text-email'
import { stripControlChars } from '../leads/adf/xml'

/**
 * The frame of every e-mail alert e-mail (price-drop alerts, decision 0270; saved searches,
 * decision 0337): a text part and a plain HTML twin, no images, no tracking, one narrow column
 * that reads on a phone.
 */
export type RenderedMail = { subject: string; text: string; html: string }

/** No line breaks or control characters in a subject (titles come from the inventory and the URL). */
export function oneLine(value: string): string {
  return stripControlChars(value)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
}

function htmlMail(paragraphs: string[]): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body style="margin:0;padding:16px;background:#fff;color:#111;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;">' +
    `<div style="max-width:600px;margin:0 auto;">${paragraphs.join('')}</div></body></html>`
  )
}

/** A paragraph of HTML that is already escaped. */
export const paragraph = (inner: string) => `<p style="margin:0 0 14px;">${inner}</p>`

export const mailLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#15803d;">${escapeHtml(text)}</a>`

/** The rule above the footer of an alert. */
const MAIL_RULE = `<hr style="border:0;border-top:1px solid #ddd;margin:20px 0;">`

/** A part of an alert's body: its lines in the text part, and the same in HTML. */
export type MailBlock = { text: string[]; html: string }

/** Lines that read the same in both parts (escaped for HTML, one paragraph). */
export function linesBlock(lines: readonly string[]): MailBlock {
  return { text: [...lines], html: paragraph(lines.map(escapeHtml).join('<br>')) }
}

/**
 * An alert e-mail: what happened (`lead`, then the blocks), the one link to act on it, then the
 * footer: why it came and the visible way to stop it (the one-click unsubscribe rides in the
 * headers, paths.ts `unsubscribeHeaders`).
 */
export function alertMailOf(input: {
  subject: string
  lead: string
  blocks: readonly MailBlock[]
  action: { label: string; url: string }
  why: string
  stopLabel: string
  unsubscribePageUrl: string
}): RenderedMail {
  const text = [
    input.lead,
    '',
    ...input.blocks.flatMap((block) => [...block.text, '']),
    `${input.action.label}: ${input.action.url}`,
    '',
    '--',
    input.why,
    `${input.stopLabel}: ${input.unsubscribePageUrl}`,
    '',
  ].join('\n')
  const html = htmlMail([
    paragraph(escapeHtml(input.lead)),
    ...input.blocks.map((block) => block.html),
    paragraph(mailLink(input.action.url, input.action.label)),
    MAIL_RULE,
    paragraph(`<small>${escapeHtml(input.why)} ${mailLink(input.unsubscribePageUrl, input.stopLabel)}.</small>`),
  ])
  return { subject: oneLine(input.subject), text, html }
}

/**
 * The confirmation e-mail of a request (double opt-in): what was asked, the link to the page with
 * the button, what happens with the salesperson box, and that ignoring it is fine.
 */
export function confirmationMailOf(input: {
  subject: string
  asked: string
  act: string
  confirmPageUrl: string
  linkText: string
  sales: string | null
}): RenderedMail {
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing will be sent to you.'
  const text = [
    input.asked,
    '',
    input.act,
    input.confirmPageUrl,
    '',
    ...(input.sales ? [input.sales, ''] : []),
    ignore,
    '',
  ].join('\n')
  const html = htmlMail([
    paragraph(escapeHtml(input.asked)),
    paragraph(`${escapeHtml(input.act)}<br>${mailLink(input.confirmPageUrl, input.linkText)}`),
    ...(input.sales ? [paragraph(escapeHtml(input.sales))] : []),
    paragraph(escapeHtml(ignore)),
  ])
  return { subject: oneLine(input.subject), text, html }
}
