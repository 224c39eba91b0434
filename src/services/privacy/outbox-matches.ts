import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { textMentions, type PersonIdentifiers } from '@/domain/privacy/person'
import { readableMail } from '@/services/mailer/outbox'
import { newestOutboxFiles } from '@/services/outbox-files'

/**
 * The local outboxes' files that mention a person (issue 34, "Forget a person": "plus the outbox
 * files"): e-mails (.eml, OUTBOX_DIR) read both raw and decoded, since a body or an ADF attachment
 * may be quoted-printable or base64; texts (.json, SMS_OUTBOX_DIR) as written.
 */
export type OutboxDirs = { outboxDir: string; smsOutboxDir: string }
export type OutboxMatches = { emails: string[]; texts: string[] }

const ALL = Number.MAX_SAFE_INTEGER

async function mailMentions(raw: string, ids: PersonIdentifiers): Promise<boolean> {
  if (textMentions(raw, ids)) return true
  try {
    const mail = await readableMail(raw)
    const decoded = [
      mail.from,
      mail.to,
      mail.replyTo,
      mail.subject,
      mail.text,
      ...mail.attachments.map((a) => a.text ?? ''),
    ]
    return decoded.some((part) => textMentions(part, ids))
  } catch {
    return false
  }
}

export async function outboxMatches(dirs: OutboxDirs, ids: PersonIdentifiers): Promise<OutboxMatches> {
  const emails: string[] = []
  for (const file of newestOutboxFiles(dirs.outboxDir, '.eml', ALL)) {
    const raw = readText(path.join(dirs.outboxDir, file))
    if (raw !== null && (await mailMentions(raw, ids))) emails.push(file)
  }
  const texts = newestOutboxFiles(dirs.smsOutboxDir, '.json', ALL).filter((file) => {
    const raw = readText(path.join(dirs.smsOutboxDir, file))
    return raw !== null && textMentions(raw, ids)
  })
  return { emails, texts }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Deletes the matched files; names come from the folder's own listing, never from a request. */
export function deleteOutboxFiles(dirs: OutboxDirs, matches: OutboxMatches): void {
  for (const file of matches.emails) rmSync(path.join(dirs.outboxDir, file), { force: true })
  for (const file of matches.texts) rmSync(path.join(dirs.smsOutboxDir, file), { force: true })
}
