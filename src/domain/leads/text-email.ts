import { stripControlChars } from './adf/xml'
import { emailHeading, emailSections, type EmailRow, type EmailSection } from './email-sections'
import type { Lead } from './lead'
import { redactSensitive } from './redact'

/**
 * Plain lead e-mail (visitor-layer.md section 7, type 'text'): a heading and label/value rows,
 * readable on a phone; the phone in the e-mail mask +1 (999) 999-9999 (visitor-layer.md section 5);
 * the ad-tracking values appended when present (site.md section 9).
 * Never carries an SSN or date of birth: fields named ssn/dateOfBirth/dob are dropped at any depth,
 * and the financing forms only link to the admin record (ctx.adminUrl).
 */
export type TextEmailContext = {
  /** From routing: 'Website Lead' by default. */
  subject: string
  /** Link to this lead's record in the admin. */
  adminUrl?: string
}

export type RenderedEmail = { subject: string; text: string; html: string }

export function escapeHtml(value: string): string {
  return stripControlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Control characters out, and no line breaks in a header. */
function headerText(value: string): string {
  return stripControlChars(value)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
}

function renderText(heading: string, sections: EmailSection[]): string {
  const blocks = sections.map((section) => {
    const rows = section.rows.map((row) => `${row.label}: ${stripControlChars(row.value)}`)
    return [section.title.toUpperCase(), ...rows].join('\n')
  })
  return `${heading}\n\n${blocks.join('\n\n')}\n`
}

const CELL = 'padding:6px 0;vertical-align:top;font-size:15px;line-height:1.4;'

function htmlValue(row: EmailRow): string {
  const text = escapeHtml(row.value).replace(/\r?\n/g, '<br>')
  return row.href ? `<a href="${escapeHtml(row.href)}" style="color:#15803d;">${text}</a>` : text
}

function renderHtml(heading: string, sections: EmailSection[]): string {
  const body = sections
    .map((section) => {
      const rows = section.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="${CELL}text-align:left;font-weight:normal;color:#555;width:35%;padding-right:12px;">${escapeHtml(row.label)}</th>` +
            `<td style="${CELL}word-break:break-word;">${htmlValue(row)}</td></tr>`,
        )
        .join('')
      return (
        `<h2 style="font-size:16px;margin:20px 0 4px;border-bottom:1px solid #ddd;padding-bottom:4px;">${escapeHtml(section.title)}</h2>` +
        `<table role="presentation" style="width:100%;border-collapse:collapse;">${rows}</table>`
      )
    })
    .join('')
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body style="margin:0;padding:16px;background:#fff;color:#111;font-family:Arial,Helvetica,sans-serif;">' +
    `<div style="max-width:600px;margin:0 auto;"><h1 style="font-size:20px;margin:0 0 8px;">${escapeHtml(heading)}</h1>${body}</div>` +
    '</body></html>'
  )
}

export function renderTextEmail(lead: Lead, ctx: TextEmailContext): RenderedEmail {
  // Defence in depth: whatever a caller put into the lead, sensitive keys never reach the body.
  const safe = redactSensitive(lead)
  const heading = emailHeading(safe)
  const sections = emailSections(safe, ctx.adminUrl)
  return {
    subject: headerText(ctx.subject) || 'Website Lead',
    text: renderText(heading, sections),
    html: renderHtml(heading, sections),
  }
}
