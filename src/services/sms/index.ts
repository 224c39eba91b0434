import type { Env } from '@/config/env'
import type { SmsProvider } from './provider'
import { outboxSmsProvider } from './outbox'
import { twilioProvider } from './twilio'

export type { SmsProvider, SmsMessage, SmsResult } from './provider'

/** Twilio when an account, token and sender are configured; the local outbox otherwise. */
export function smsIsLocal(config: Env): boolean {
  return !(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM)
}

export function smsProvider(config: Env): SmsProvider {
  if (smsIsLocal(config)) return outboxSmsProvider(config.SMS_OUTBOX_DIR)
  return twilioProvider({
    baseUrl: config.TWILIO_BASE_URL,
    accountSid: config.TWILIO_ACCOUNT_SID as string,
    authToken: config.TWILIO_AUTH_TOKEN as string,
    from: config.TWILIO_FROM as string,
  })
}
