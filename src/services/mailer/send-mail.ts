import type { Transporter } from 'nodemailer'
import { env } from '@/config/env'
import { createMailTransport } from './transport'

/**
 * The one place e-mails leave the app (ARCHITECTURE.md "side effects sit behind thin services"):
 * leads, and the price-drop alerts (issue 21). One transport per process; SMTP from env or the
 * local outbox.
 */
export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Stable per lead and recipient, so a receiving system can recognise a duplicate. */
  messageId: string
  replyTo?: string
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on a price-drop alert (RFC 8058). */
  headers?: Record<string, string>
}

let transport: Transporter | undefined

export async function sendMail(mail: OutgoingMail): Promise<{ messageId: string }> {
  const config = env()
  transport ??= createMailTransport(config)
  await transport.sendMail({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    replyTo: mail.replyTo,
    headers: mail.headers,
  })
  return { messageId: mail.messageId }
}
