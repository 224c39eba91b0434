import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { newestOutboxFiles } from '@/services/outbox-files'
import PostalMime from 'postal-mime'

/**
 * Reading the local outbox (README "Configuration": with no SMTP configured, e-mails are .eml
 * files in OUTBOX_DIR) for the admin's Outbox view. File names are checked against the listing,
 * so a crafted name can never read outside the folder.
 */
export type OutboxEntry = { file: string; subject: string; to: string; date: string; size: number }

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ')
  const match = head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))
  return decodeWords(match?.[1]?.trim() ?? '')
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), enough for subjects and names. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

export function listOutbox(dir: string, limit = 200): OutboxEntry[] {
  return newestOutboxFiles(dir, '.eml', limit).map((file) => {
    const full = path.join(dir, file)
    const raw = readFileSync(full, 'utf8').slice(0, 8192)
    return {
      file,
      subject: header(raw, 'Subject'),
      to: header(raw, 'To'),
      date: header(raw, 'Date'),
      size: statSync(full).size,
    }
  })
}

export function readOutboxMessage(dir: string, file: string): string | null {
  const known = (() => {
    try {
      return readdirSync(dir)
    } catch {
      return []
    }
  })()
  if (!known.includes(file) || !file.endsWith('.eml')) return null
  return readFileSync(path.join(dir, file), 'utf8')
}

/** A message as the admin reads it: the headers people look at, the text body, the attachments. */
export type ReadableMail = {
  from: string
  to: string
  replyTo: string
  subject: string
  date: string
  messageId: string
  text: string
  /** The message had an HTML part (shown as its text part; the raw download has both). */
  hasHtml: boolean
  /** `text` holds the content of a text-like attachment (XML, JSON, plain text); null otherwise. */
  attachments: { filename: string; mimeType: string; size: number; text: string | null }[]
}

type Address = { name?: string; address?: string; group?: Address[] }

function addressList(list: Address | Address[] | undefined): string {
  const items = Array.isArray(list) ? list : list ? [list] : []
  return items
    .flatMap((a) => (a.group ? a.group : [a]))
    .map((a) => (a.name && a.address ? `${a.name} <${a.address}>` : a.address || a.name || ''))
    .filter(Boolean)
    .join(', ')
}

const TEXT_LIKE = /^(text\/|application\/(xml|json|[\w.+-]+\+xml)$)/i

function byteLength(content: ArrayBuffer | Uint8Array | string): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength
}

function asText(content: ArrayBuffer | Uint8Array | string): string {
  return typeof content === 'string'
    ? content
    : Buffer.from(content instanceof Uint8Array ? content : new Uint8Array(content)).toString('utf8')
}

/** Parses a raw .eml (MIME, any transfer encoding) into what the Outbox view shows. */
export async function readableMail(raw: string): Promise<ReadableMail> {
  const mail = await PostalMime.parse(raw)
  return {
    from: addressList(mail.from as Address | undefined),
    to: addressList(mail.to as Address[] | undefined),
    replyTo: addressList(mail.replyTo as Address[] | undefined),
    subject: mail.subject ?? '',
    date: mail.date ?? '',
    messageId: mail.messageId ?? '',
    text: mail.text ?? '',
    hasHtml: Boolean(mail.html),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename || '(unnamed)',
      mimeType: a.mimeType,
      size: byteLength(a.content),
      text: TEXT_LIKE.test(a.mimeType) ? asText(a.content) : null,
    })),
  }
}
