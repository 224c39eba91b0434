import { describe, expect, it } from 'vitest'
import type { ConsentCategory } from './categories'
import { dialogToggles, type DialogToggles } from './dialog-toggles'

describe('dialogToggles (section 2; issue 15)', () => {
  it.each<[string, ConsentCategory[] | null, DialogToggles]>([
    [
      'no decision yet: every toggle starts on',
      null,
      { essential: true, functional: true, analytics: true, targeting: true },
    ],
    [
      'accepted all',
      ['essential', 'functional', 'analytics', 'targeting'],
      { essential: true, functional: true, analytics: true, targeting: true },
    ],
    [
      'targeting withdrawn',
      ['essential', 'functional', 'analytics'],
      { essential: true, functional: true, analytics: true, targeting: false },
    ],
    ['only essential', ['essential'], { essential: true, functional: false, analytics: false, targeting: false }],
    [
      'essential is on even when missing from the list',
      ['analytics'],
      { essential: true, functional: false, analytics: true, targeting: false },
    ],
  ])('%s', (_, decided, expected) => {
    expect(dialogToggles(decided)).toEqual(expected)
  })
})
