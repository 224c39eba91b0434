import type { SmsMessage, SmsProvider, SmsResult } from './provider'

export type TwilioConfig = { baseUrl: string; accountSid: string; authToken: string; from: string }

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To,
 * From, Body, HTTP basic auth with the account SID and token; 201 with { sid } on success. The base
 * URL is configurable so tests point it at a local stub (ARCHITECTURE.md rule 10).
 */
export function twilioProvider(config: TwilioConfig): SmsProvider {
  const url = `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`
  return {
    name: 'twilio',
    async send(message: SmsMessage): Promise<SmsResult> {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }).toString(),
          signal: AbortSignal.timeout(10_000),
        })
        const json = (await res.json().catch(() => ({}))) as { sid?: string; message?: string }
        if (!res.ok)
          return { ok: false, error: `SMS provider answered ${res.status}${json.message ? `: ${json.message}` : ''}` }
        return { ok: true, id: json.sid ?? '' }
      } catch (err) {
        return { ok: false, error: `SMS provider unreachable: ${(err as Error).message}` }
      }
    },
  }
}
