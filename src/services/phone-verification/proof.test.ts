import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '@/domain/http/cookie-header'
import { PHONE_PROOF_COOKIE, PHONE_PROOF_TTL_MS, phoneProofValue, provenPhone } from './proof'

/** The value as lead intake reads it: written by phoneProofCookie, read back by the cookie parser. */
const asRead = (value: string) => parseCookieHeader(`${PHONE_PROOF_COOKIE}=${value}`).get(PHONE_PROOF_COOKIE)

const SECRET = 'test-secret'
const NOW = new Date('2026-11-24T10:00:00Z')

describe('phone proof cookie', () => {
  const good = asRead(phoneProofValue(SECRET, '+13125550100', NOW)) ?? ''
  it.each<[string, string | undefined, Date, string | null]>([
    ['a genuine proof names its phone', good, NOW, '+13125550100'],
    ['still valid just before it expires', good, new Date(NOW.getTime() + PHONE_PROOF_TTL_MS - 1), '+13125550100'],
    ['expired', good, new Date(NOW.getTime() + PHONE_PROOF_TTL_MS + 1), null],
    ['another phone pasted in', good.replace('+13125550100', '+13125550199'), NOW, null],
    ['a later expiry pasted in', good.replace(/\.\d+\./, `.${NOW.getTime() + 10 * PHONE_PROOF_TTL_MS}.`), NOW, null],
    ['signed with another secret', asRead(phoneProofValue('other', '+13125550100', NOW)), NOW, null],
    ['garbage', 'a.b', NOW, null],
    ['missing', undefined, NOW, null],
  ])('%s', (_label, value, now, expected) => expect(provenPhone(SECRET, value, now)).toBe(expected))
})
