/**
 * Sending a text message (issue 8, phone verification; decision 0071). Two adapters: a
 * Twilio-style HTTP API (production) and a local outbox folder (development and tests, readable in
 * the admin at /admin/sms-outbox). Expected failures are values.
 */
export type SmsMessage = { to: string; body: string }
export type SmsResult = { ok: true; id: string } | { ok: false; error: string }

export interface SmsProvider {
  readonly name: 'twilio' | 'outbox'
  send(message: SmsMessage): Promise<SmsResult>
}
