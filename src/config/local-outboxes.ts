/**
 * The start-up lines that say where mail and texts go when no provider is configured (issue 15,
 * "Phone verification that counts"): a developer who sends a lead or asks for a phone code on a
 * fresh machine learns from the terminal which admin page and folder hold it.
 */
type OutboxConfig = {
  SMTP_URL?: string
  SMTP_HOST?: string
  OUTBOX_DIR: string
  TWILIO_ACCOUNT_SID?: string
  TWILIO_AUTH_TOKEN?: string
  TWILIO_FROM?: string
  SMS_OUTBOX_DIR: string
}

export function localOutboxLines(config: OutboxConfig, publicUrl: string): string[] {
  const base = publicUrl.replace(/\/$/, '')
  const lines: string[] = []
  if (!config.SMTP_URL && !config.SMTP_HOST)
    lines.push(`E-mail: no SMTP configured; messages are kept in ${config.OUTBOX_DIR} (admin: ${base}/admin/outbox)`)
  if (!(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM)) {
    lines.push(
      `Texts:  no SMS provider configured; verification codes are kept in ${config.SMS_OUTBOX_DIR} (admin: ${base}/admin/sms-outbox)`,
    )
  }
  return lines
}
