import { describe, expect, it } from 'vitest'
import { isWellFormedToken } from '@/domain/alerts/tokens'
import { hashToken, newSeed, newToken, seededToken } from './link-tokens'

describe('price-alert link tokens (decision 0270)', () => {
  it('are 43 base64url characters that the link check accepts, and never repeat', () => {
    const tokens = Array.from({ length: 200 }, newToken)
    for (const token of tokens) expect(isWellFormedToken(token)).toBe(true)
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('are stored as a SHA-256 hash that does not contain the token', () => {
    const token = newToken()
    const hash = hashToken(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toBe(hashToken(token))
    expect(hash).not.toContain(token)
    expect(hashToken(newToken())).not.toBe(hash)
  })
})

describe('seeded link tokens (a request keeps its link through retries)', () => {
  const seed = newSeed()
  it.each([
    ['the same seed, secret and purpose', seededToken('secret-a', 'confirm', seed), true],
    ['another seed', seededToken('secret-a', 'confirm', newSeed()), false],
    ['another secret', seededToken('secret-b', 'confirm', seed), false],
    ['another purpose', seededToken('secret-a', 'unsubscribe', seed), false],
  ])('%s: the same token is %s', (_case, other, same) => {
    const token = seededToken('secret-a', 'confirm', seed)
    expect(isWellFormedToken(token)).toBe(true)
    expect(other === token).toBe(same)
  })
})
