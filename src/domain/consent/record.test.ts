import { describe, expect, it } from 'vitest'
import type { ConsentCategory, ConsentTier } from './categories'
import { consentInForce, needsRewrite, parseAllowCookies, serializeAllowCookies } from './record'

const ALL: ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting']

describe('allowCookies cookie value', () => {
  it('serializes in canonical order and parses back', () => {
    expect(serializeAllowCookies(['targeting', 'essential'])).toBe('essential,targeting')
    expect(parseAllowCookies('essential,functional')).toEqual(['essential', 'functional'])
    expect(parseAllowCookies('bogus,analytics')).toEqual(['analytics'])
    expect(parseAllowCookies(undefined)).toBeUndefined()
  })
})

describe('consentInForce (section 4)', () => {
  it.each<[string, ConsentTier, ConsentCategory[] | undefined, boolean, boolean, ConsentCategory[]]>([
    ['tier 0 auto-grants', 0, undefined, false, false, ALL],
    ['tier 1 auto-grants before the click', 1, undefined, false, false, ALL],
    ['tier 1 under GPC', 1, undefined, false, true, ['essential', 'functional', 'analytics']],
    ['tier 3 before a decision: essential only', 3, ALL, false, false, ['essential']],
    [
      'tier 3 after deny',
      3,
      ['essential', 'functional', 'analytics'],
      true,
      false,
      ['essential', 'functional', 'analytics'],
    ],
    ['tier 2 after save', 2, ['essential', 'analytics'], true, false, ['essential', 'analytics']],
    ['GPC drops stored targeting', 2, ALL, true, true, ['essential', 'functional', 'analytics']],
  ])('%s', (_name, tier, stored, decided, gpc, expected) => {
    expect(consentInForce(tier, stored, decided, gpc)).toEqual(expected)
  })

  it.each<[unknown[] | undefined, ConsentCategory[], boolean]>([
    [undefined, ['essential'], true],
    [['essential'], ['essential'], false],
    [['targeting', 'essential'], ['essential', 'targeting'], false],
    [ALL, ['essential'], true],
  ])('needsRewrite(%j, %j) = %s', (stored, inForce, expected) => {
    expect(needsRewrite(stored, inForce)).toBe(expected)
  })
})
