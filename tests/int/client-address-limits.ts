/** The three per-client limits, driven with a given X-Forwarded-For (not a test file itself). */
import type { Payload } from 'payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { lookupVin } from '@/services/vin-decoder/lookup'
import { handlePhoneVerification, type PhoneVerificationOptions } from '@/services/phone-verification/verify'
import { CONTACT, leadRequest } from './lead-helpers'

export type Limiter = {
  name: string
  limit: number
  status: (payload: Payload, forwardedFor: string) => Promise<number>
}

const CIVIC = '2HGFC2F59KH000000' // 2019 Honda Civic LX sedan

const phoneOptions: PhoneVerificationOptions = {
  // Never reached: a code check sends nothing.
  sms: { name: 'outbox', send: async () => ({ ok: true, id: 'unused' }) },
  now: () => new Date(),
  random: (n) => new Uint8Array(n),
  secret: 'client-address-test-secret',
  siteName: 'Midwest Motor Group',
  limits: { ipPerWindow: 4, phonePerWindow: 1000, windowSeconds: 600, cooldownMs: 0 },
}

export const LIMITERS: Limiter[] = [
  {
    name: 'POST /api/leads',
    limit: 4, // LEADS_RATE_LIMIT in tests/support/client-address-env.ts
    status: async (payload, xff) =>
      (
        await acceptLead(
          payload,
          leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { 'x-forwarded-for': xff }),
          new Date(),
        )
      ).status,
  },
  {
    name: 'GET /api/vin/{vin}',
    limit: 4, // VIN_RATE_LIMIT
    status: async (payload, xff) => (await lookupVin(payload, new Headers({ 'x-forwarded-for': xff }), CIVIC)).status,
  },
  {
    name: 'POST /api/customer/phoneValidation',
    limit: 4,
    // A code check with no code sent: 400 "Request a code first" once past the per-client limit.
    status: async (payload, xff) =>
      (
        await handlePhoneVerification(
          payload,
          new Headers({ 'x-forwarded-for': xff }),
          { phone: '(309) 555-0199', type: 'code-verification', code: '123456' },
          phoneOptions,
        )
      ).status,
  },
]

/** Addresses no other test uses: a random /16 of 198.18.0.0/15 (benchmarking range) per run. */
const base = `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}`
let next = 0
export const freshAddress = () => `${base}.${++next}`
/** What a client might write into X-Forwarded-For itself. */
export const madeUp = (i: number) => `${((i * 37) % 223) + 1}.${(i * 11) % 256}.${(i * 7) % 256}.${i % 256}`

export async function statuses(payload: Payload, limiter: Limiter, chains: string[]): Promise<number[]> {
  const out: number[] = []
  for (const chain of chains) out.push(await limiter.status(payload, chain))
  return out
}
