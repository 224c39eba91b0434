import { describe, expect, it } from 'vitest'
import type { ConsentCategory, ConsentTier } from './categories'
import {
  adPixelConsent,
  applyChoice,
  categoryAllowed,
  consentPurposes,
  effectiveCategories,
  type CategoryToggles,
  type ConsentChoice,
} from './choice'

const ALL: ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting']
const NO_TARGETING: ConsentCategory[] = ['essential', 'functional', 'analytics']

describe('applyChoice (sections 4 and 9)', () => {
  it.each<[string, ConsentTier, ConsentChoice, CategoryToggles, boolean, ConsentCategory[]]>([
    ['tier 0 auto-grants all', 0, 'closeContinue', {}, false, ALL],
    ['tier 1 close & continue accepts all four', 1, 'closeContinue', {}, false, ALL],
    ['tier 1 ignores a save with toggles off (below 2 grants all)', 1, 'save', { targeting: false }, false, ALL],
    ['tier 2 accept all', 2, 'acceptAll', {}, false, ALL],
    ['tier 3 accept all', 3, 'acceptAll', {}, false, ALL],
    ['tier 3 deny refuses targeting only', 3, 'deny', {}, false, NO_TARGETING],
    [
      'save keeps toggled categories',
      3,
      'save',
      { functional: true, analytics: false, targeting: false },
      false,
      ['essential', 'functional'],
    ],
    ['save: toggles start on, so missing ones count as on', 2, 'save', {}, false, ALL],
    [
      'save cannot switch essential off',
      3,
      'save',
      { essential: false, functional: false, analytics: false, targeting: false },
      false,
      ['essential'],
    ],
    ['GPC removes targeting from accept all', 3, 'acceptAll', {}, true, NO_TARGETING],
    ['GPC removes targeting even in tier 1', 1, 'closeContinue', {}, true, NO_TARGETING],
    ['GPC with save', 2, 'save', { analytics: false }, true, ['essential', 'functional']],
  ])('%s', (_name, tier, choice, toggles, gpc, expected) => {
    expect(applyChoice(tier, choice, toggles, gpc)).toEqual(expected)
  })
})

describe('effectiveCategories / categoryAllowed (section 4)', () => {
  it.each<[string, ConsentTier, unknown[] | undefined, boolean, ConsentCategory[]]>([
    ['tier 1 allows everything without a decision', 1, undefined, false, ALL],
    ['tier 0 allows everything', 0, [], false, ALL],
    ['tier 2 without decision: essential only', 2, undefined, false, ['essential']],
    ['tier 2 follows the stored list', 2, ['analytics'], false, ['essential', 'analytics']],
    [
      'tier 3 drops unknown names and duplicates',
      3,
      ['targeting', 'bogus', 'targeting'],
      false,
      ['essential', 'targeting'],
    ],
    ['GPC removes stored targeting', 3, ALL, true, NO_TARGETING],
  ])('%s', (_name, tier, stored, gpc, expected) => {
    expect(effectiveCategories(tier, stored, gpc)).toEqual(expected)
  })

  it.each<[ConsentTier, unknown[], ConsentCategory, boolean, boolean]>([
    [1, [], 'targeting', false, true],
    [2, [], 'functional', false, false],
    [2, ['functional'], 'functional', false, true],
    [2, [], 'essential', false, true],
    [1, [], 'targeting', true, false],
  ])('tier %s stored %j: %s allowed (gpc %s) = %s', (tier, stored, category, gpc, expected) => {
    expect(categoryAllowed(tier, stored, category, gpc)).toBe(expected)
  })
})

describe('adPixelConsent (section 4, decision 0180)', () => {
  it.each<[string, ConsentTier, ConsentCategory[] | undefined, boolean, 'grant' | 'revoke']>([
    ['tier 0 allows everything', 0, [], false, 'grant'],
    ['tier 1 allows everything', 1, ['essential'], false, 'grant'],
    ['accept all', 3, ALL, false, 'grant'],
    ['functional without targeting: the withdrawal wins', 2, ['essential', 'functional'], false, 'revoke'],
    ['deny (targeting refused, functional kept)', 3, NO_TARGETING, false, 'revoke'],
    ['targeting without functional (section 4)', 2, ['essential', 'analytics', 'targeting'], false, 'revoke'],
    ['essential only', 3, ['essential'], false, 'revoke'],
    ['accept all under GPC', 3, ALL, true, 'revoke'],
    ['tier 0 under GPC', 0, [], true, 'revoke'],
  ])('%s: tier %s, stored %j, gpc %s -> %s', (_, tier, stored, gpc, expected) => {
    expect(adPixelConsent(effectiveCategories(tier, stored, gpc), gpc)).toBe(expected)
  })
})

describe('consentPurposes (section 4)', () => {
  it.each<[ConsentCategory[], Record<ConsentCategory, boolean>]>([
    [[], { essential: true, functional: false, analytics: false, targeting: false }],
    [ALL, { essential: true, functional: true, analytics: true, targeting: true }],
    [['essential', 'analytics'], { essential: true, functional: false, analytics: true, targeting: false }],
  ])('%j', (allowed, expected) => {
    expect(consentPurposes(allowed)).toEqual(expected)
  })
})
