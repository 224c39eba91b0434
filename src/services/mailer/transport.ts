import nodemailer from 'nodemailer'
import type { Env } from '@/config/env'
import { outboxTransport } from './outbox-transport'

/** SMTP when configured (SMTP_URL, or SMTP_HOST and friends); otherwise the local outbox. */
export function createMailTransport(config: Env) {
  if (config.SMTP_URL) return nodemailer.createTransport(config.SMTP_URL)
  if (config.SMTP_HOST) {
    return nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT ?? 587,
      secure: config.SMTP_SECURE === '1',
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
    })
  }
  return nodemailer.createTransport(outboxTransport(config.OUTBOX_DIR))
}

export function mailIsLocal(config: Env): boolean {
  return !config.SMTP_URL && !config.SMTP_HOST
}
