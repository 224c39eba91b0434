import nodemailer from 'nodemailer'
import type { Env } from '@/config/env'
import { outboxTransport } from './outbox-transport'

/**
 * Short timeouts: a lead delivery claims its message for a few minutes (src/services/leads/claim.ts),
 * so a hung SMTP server must fail well inside that lease and leave the retry to the job queue.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** SMTP_URL as nodemailer options, so the timeouts apply to it too (a URL string takes none). */
function smtpUrlOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    ...TIMEOUTS,
  }
}

/** SMTP when configured (SMTP_URL, or SMTP_HOST and friends); otherwise the local outbox. */
export function createMailTransport(config: Env) {
  if (config.SMTP_URL) return nodemailer.createTransport(smtpUrlOptions(config.SMTP_URL))
  if (config.SMTP_HOST) {
    return nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT ?? 587,
      secure: config.SMTP_SECURE === '1',
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
      ...TIMEOUTS,
    })
  }
  return nodemailer.createTransport(outboxTransport(config.OUTBOX_DIR))
}

export function mailIsLocal(config: Env): boolean {
  return !config.SMTP_URL && !config.SMTP_HOST
}
