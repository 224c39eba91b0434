import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

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
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  )
}

export function listOutbox(dir: string, limit = 200): OutboxEntry[] {
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .sort()
    .reverse()
    .slice(0, limit)
    .map((file) => {
      const full = path.join(dir, file)
      const raw = readFileSync(full, 'utf8').slice(0, 8192)
      return { file, subject: header(raw, 'Subject'), to: header(raw, 'To'), date: header(raw, 'Date'), size: statSync(full).size }
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
