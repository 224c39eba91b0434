/**
 * Meta Conversions API event from a browser report (visitor-layer.md section 7, POST
 * /api/track/facebook). Customer information is normalised and SHA-256 hashed by Meta's rules
 * (developers.facebook.com, Conversions API "Customer Information Parameters"): em trimmed and
 * lowercased; ph digits only with the country code (a 10-digit US number gets 1); fn, ln lowercased
 * without punctuation; ct lowercased without spaces or punctuation; st the 2-letter code; zp the
 * first 5 US digits; country the 2-letter ISO code ('us', site.md: country US); external_id hashed
 * too (recommended). fbp, fbc, user agent and IP are sent as they are. A value that already is a
 * SHA-256 hex digest is not hashed again. The hash function is passed in (pure module).
 * Personal data never rides in custom_data (decision 0181): it is stripped there, whatever the
 * browser sent.
 */
import { withoutPersonalData } from './personal-data'

export type Hash = (input: string) => string

export interface BrowserReport {
  eventName: string
  eventId: string
  eventTime: number
  url?: string
  value?: number
  currency?: string
  fbp?: string
  fbc?: string
  user?: Partial<Record<'em' | 'fn' | 'ln' | 'ph' | 'ct' | 'st' | 'zp' | 'country' | 'external_id', string>>
  customData?: Record<string, unknown>
}

export interface ServerContext {
  ip: string | null
  userAgent: string | null
  /** Global Privacy Control on the request: Limited Data Use (decision 0065). */
  gpc: boolean
}

const SHA256 = /^[a-f0-9]{64}$/

export const NORMALIZERS: Record<string, (value: string) => string> = {
  em: (v) => v.trim().toLowerCase(),
  ph: (v) => {
    const digits = v.replace(/\D/g, '').replace(/^0+/, '')
    return digits.length === 10 ? `1${digits}` : digits
  },
  fn: (v) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[\s\p{P}]/gu, ''),
  ln: (v) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[\s\p{P}]/gu, ''),
  ct: (v) => v.toLowerCase().replace(/[\s\p{P}]/gu, ''),
  st: (v) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 2),
  zp: (v) => v.trim().toLowerCase().replace(/[\s-]/g, '').slice(0, 5),
  country: (v) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 2),
  external_id: (v) => v.trim(),
}

export function hashUserField(field: string, value: string | undefined, hash: Hash): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  if (SHA256.test(value)) return value
  const normalized = (NORMALIZERS[field] ?? ((v: string) => v.trim()))(value)
  return normalized === '' ? undefined : hash(normalized)
}

export function buildCapiEvent(report: BrowserReport, ctx: ServerContext, hash: Hash): Record<string, unknown> {
  const userData: Record<string, unknown> = {}
  const user = { country: 'us', ...report.user }
  for (const field of Object.keys(NORMALIZERS)) {
    const hashed = hashUserField(field, user[field as keyof typeof user], hash)
    if (hashed) userData[field] = [hashed]
  }
  if (ctx.ip) userData.client_ip_address = ctx.ip
  if (ctx.userAgent) userData.client_user_agent = ctx.userAgent
  if (report.fbp) userData.fbp = report.fbp
  if (report.fbc) userData.fbc = report.fbc
  return {
    event_name: report.eventName,
    event_time: report.eventTime,
    event_id: report.eventId,
    action_source: 'website',
    ...(report.url ? { event_source_url: report.url } : {}),
    user_data: userData,
    custom_data: {
      ...withoutPersonalData(report.customData ?? {}),
      ...(report.value !== undefined ? { value: report.value, currency: report.currency ?? 'USD' } : {}),
    },
    // Limited Data Use with geolocation by Meta (country 0, state 0) under GPC.
    ...(ctx.gpc
      ? { data_processing_options: ['LDU'], data_processing_options_country: 0, data_processing_options_state: 0 }
      : { data_processing_options: [] }),
  }
}
