/**
 * Every environment variable the app reads, validated once (README "Configuration").
 * Fails fast with a readable message instead of a half-working server.
 */
import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().default(''),
  PAYLOAD_SECRET: z.string().min(16).optional(),
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
  DB_POOL_MAX: z.coerce.number().int().positive().default(20),
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
