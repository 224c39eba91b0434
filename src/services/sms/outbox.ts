import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { newestOutboxFiles } from '@/services/outbox-files'
import { randomUUID } from 'node:crypto'
import type { SmsMessage, SmsProvider, SmsResult } from './provider'

/**
 * The local SMS outbox (development and tests): each message is a JSON file in SMS_OUTBOX_DIR,
 * newest last by name, like the e-mail outbox (decision 0025). Staff read it at /admin/sms-outbox.
 */
export type OutboxSms = { id: string; to: string; body: string; date: string }

export function outboxSmsProvider(dir: string): SmsProvider {
  const absolute = path.resolve(dir)
  return {
    name: 'outbox',
    async send(message: SmsMessage): Promise<SmsResult> {
      try {
        mkdirSync(absolute, { recursive: true })
        const date = new Date().toISOString()
        const id = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`
        const record: OutboxSms = { id, to: message.to, body: message.body, date }
        writeFileSync(path.join(absolute, `${id}.json`), JSON.stringify(record, null, 2))
        return { ok: true, id }
      } catch (err) {
        return { ok: false, error: `SMS outbox not writable: ${(err as Error).message}` }
      }
    },
  }
}

/** The newest messages first. */
export function listSmsOutbox(dir: string, limit = 200): OutboxSms[] {
  return newestOutboxFiles(dir, '.json', limit).flatMap((file) => {
    try {
      const parsed = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Partial<OutboxSms>
      return [
        {
          id: file.replace(/\.json$/, ''),
          to: String(parsed.to ?? ''),
          body: String(parsed.body ?? ''),
          date: String(parsed.date ?? ''),
        },
      ]
    } catch {
      return []
    }
  })
}
