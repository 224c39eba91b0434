import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '@/config/env'
import { serverSecret } from '@/config/server-secret'
import {
  CODE_TTL_MS,
  MAX_ATTEMPTS,
  PHONE_VERIFICATION_MESSAGES as M,
  canSendCode,
  checkCode,
  codeFromRandom,
  codeMessage,
  parsePhoneVerificationRequest,
} from '@/domain/phone-verification'
import { clientRateKey } from '@/server/http/client-address'
import { hitRateLimit } from '@/server/rate-limit'
import { smsProvider, type SmsProvider } from '@/services/sms'
import { clearCode, markVerified, readCode, saveCode, takeAttempt } from './store'

/**
 * POST /api/customer/phoneValidation as a function of the request (visitor-layer.md sections 4,
 * 5, 7 and 8; issue 8; decision 0071). Step phone-validation sends a new code by SMS; step
 * code-verification checks it. Answers { success, error, message } (error: the message for the
 * field, null on success) and the field it belongs to.
 */
export type PhoneVerificationBody = {
  success: boolean
  error: string | null
  message: string
  field?: 'phone' | 'code'
  phone?: string
}
export type PhoneVerificationAnswer = {
  status: number
  body: PhoneVerificationBody
  retryAfterSeconds?: number
  /** Set on a right code: the phone (E.164) this browser now holds a proof for (proof.ts). */
  verifiedPhone?: string
}

export type PhoneVerificationOptions = {
  sms: SmsProvider
  now: () => Date
  random: (n: number) => Uint8Array
  secret: string
  siteName: string
  limits: { ipPerWindow: number; phonePerWindow: number; windowSeconds: number; cooldownMs: number }
}

/** The key of the codes' HMAC and of the browser's phone proof (proof.ts). */
export function verificationSecret(): string {
  return serverSecret()
}

export function defaultOptions(siteName: string): PhoneVerificationOptions {
  const config = env()
  return {
    sms: smsProvider(config),
    now: () => new Date(),
    random: (n) => randomBytes(n),
    secret: verificationSecret(),
    siteName,
    limits: {
      ipPerWindow: config.PHONE_VERIFY_IP_LIMIT,
      phonePerWindow: config.PHONE_VERIFY_PHONE_LIMIT,
      windowSeconds: config.PHONE_VERIFY_WINDOW_SECONDS,
      cooldownMs: config.PHONE_VERIFY_COOLDOWN_SECONDS * 1000,
    },
  }
}

/** Codes are stored as HMAC-SHA256 under the server secret, bound to the phone (a 6-digit hash alone is guessable). */
const hashCode = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

const fail = (
  status: number,
  error: string,
  field: 'phone' | 'code',
  retryAfterSeconds?: number,
): PhoneVerificationAnswer => ({
  status,
  body: { success: false, error, message: error, field },
  retryAfterSeconds,
})

export async function handlePhoneVerification(
  payload: Payload,
  headers: Headers,
  body: unknown,
  options: PhoneVerificationOptions,
): Promise<PhoneVerificationAnswer> {
  const parsed = parsePhoneVerificationRequest(body)
  if (!parsed.ok) return fail(400, parsed.error, parsed.field === 'code' ? 'code' : 'phone')
  const { phone, type, code } = parsed.value
  const field = type === 'code-verification' ? 'code' : 'phone'
  const { limits } = options

  const ip = await hitRateLimit(
    payload,
    `phone-verify:ip:${clientRateKey(headers)}`,
    limits.ipPerWindow,
    limits.windowSeconds,
  )
  if (!ip.allowed) return fail(429, M.rateLimited, field, ip.retryAfterSeconds)

  if (type === 'phone-validation') {
    const now = options.now()
    const cooldown = canSendCode(await readCode(payload, phone), now, limits.cooldownMs)
    if (!cooldown.ok) return fail(429, M.cooldown(cooldown.retryAfterSeconds), 'phone', cooldown.retryAfterSeconds)
    const perPhone = await hitRateLimit(
      payload,
      `phone-verify:phone:${phone}`,
      limits.phonePerWindow,
      limits.windowSeconds,
    )
    if (!perPhone.allowed) return fail(429, M.rateLimited, 'phone', perPhone.retryAfterSeconds)
    const newCode = codeFromRandom(options.random(4))
    await saveCode(payload, phone, hashCode(options.secret, phone, newCode), now, new Date(now.getTime() + CODE_TTL_MS))
    const sent = await options.sms.send({ to: phone, body: codeMessage(newCode, options.siteName) })
    if (!sent.ok) {
      payload.logger.error({ msg: 'phone verification: SMS not sent', error: sent.error })
      await clearCode(payload, phone)
      return fail(502, M.sendFailed, 'phone')
    }
    return { status: 200, body: { success: true, error: null, message: M.codeSent, phone } }
  }

  const now = options.now()
  const taken = await takeAttempt(payload, phone, MAX_ATTEMPTS)
  if (!taken) {
    const stored = await readCode(payload, phone)
    return fail(400, stored?.codeHash ? M.tooManyAttempts : M.noCode, 'code')
  }
  const matches = sameHash(hashCode(options.secret, phone, code as string), taken.codeHash ?? '')
  const decision = checkCode(taken, matches, now)
  if (decision.ok) {
    await markVerified(payload, phone, now)
    return { status: 200, body: { success: true, error: null, message: M.verified, phone }, verifiedPhone: phone }
  }
  if (decision.reason === 'expired') {
    await clearCode(payload, phone)
    return fail(400, M.codeExpired, 'code')
  }
  if (decision.reason === 'too-many-attempts') return fail(400, M.tooManyAttempts, 'code')
  if (decision.reason === 'no-code') return fail(400, M.noCode, 'code')
  return fail(400, M.codeWrong, 'code')
}
