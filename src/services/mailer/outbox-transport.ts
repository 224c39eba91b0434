/**
 * A nodemailer transport that writes each message as an .eml file instead of sending it, used
 * when no SMTP server is configured (README "Configuration"). Staff read the files in the admin
 * (Outbox view); nothing ever leaves the machine.
 *
 * A message is written whole or not at all: into a `.part` file the outbox does not list, renamed
 * to `.eml` once complete. On a full disk (ENOSPC) the write fails, the part is removed and the
 * error goes back to the delivery job, which retries it as it retries an SMTP server that is down
 * (issue 35, "Faults"); the outbox never shows a cut-off message that the retry then repeats.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Transport, SentMessageInfo } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

export function outboxTransport(dir: string): Transport<SentMessageInfo> {
  const absolute = path.resolve(dir)
  return {
    name: 'outbox',
    version: '1',
    send(mail: MailMessage, callback) {
      mail.message.build((err, message) => {
        if (err) return callback(err, undefined as never)
        try {
          mkdirSync(absolute, { recursive: true })
          const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`
          const part = path.join(absolute, `${id}.part`)
          try {
            writeFileSync(part, message)
            renameSync(part, path.join(absolute, `${id}.eml`))
          } catch (writeErr) {
            rmSync(part, { force: true })
            throw writeErr
          }
          callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), outboxId: id })
        } catch (writeErr) {
          callback(writeErr as Error, undefined as never)
        }
      })
    },
  }
}
