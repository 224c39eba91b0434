import { describe, expect, it } from 'vitest'
import { codeAt, matchingStep, newTotpSecret, otpauthUri, qrCodeSvg, stepAt } from './totp'

// RFC 6238 appendix B, SHA-1: the key "12345678901234567890" (base32 below), 8-digit codes truncated
// to the 6 digits authenticator apps show.
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('totp', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('RFC 6238 vector at %i s', (seconds, code) => {
    expect(codeAt(RFC_KEY, new Date(seconds * 1000))).toBe(code)
  })

  it('matches the current step and one either side, nothing further', () => {
    const now = new Date('2026-11-28T12:00:10Z')
    const secret = newTotpSecret()
    const step = stepAt(now)
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step)
    expect(matchingStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1)
    expect(matchingStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1)
    const old = codeAt(secret, new Date(now.getTime() - 90_000))
    if (![-1, 0, 1].some((d) => codeAt(secret, new Date(now.getTime() + d * 30_000)) === old))
      expect(matchingStep(secret, old, now)).toBeNull()
  })

  it('a new key is 160 bits in base32, and the URI names the account', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = otpauthUri(secret, 'sales@example.com')
    expect(uri).toContain(`secret=${secret}`)
    expect(decodeURIComponent(uri)).toContain('sales@example.com')
  })

  it('draws the QR code as SVG', async () => {
    const svg = await qrCodeSvg(otpauthUri(newTotpSecret(), 'a@b.c'))
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  })
})
