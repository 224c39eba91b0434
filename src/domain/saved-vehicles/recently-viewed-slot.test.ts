import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { RECENTLY_VIEWED_ATTRIBUTE, recentlyViewedSlotScript } from './recently-viewed-slot'
import type { ConsentTier } from '@/domain/consent/categories'

/** Runs the inline script as the browser would before the strip is parsed: does it reserve the strip's place? */
function reserves(tier: ConsentTier, stored: string | null, cookie: string): boolean {
  const attributes: Record<string, string> = {}
  runInNewContext(recentlyViewedSlotScript(tier), {
    localStorage: { getItem: (key: string) => (key === 'recentlyViewedVehicles' ? stored : null) },
    document: {
      cookie,
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  })
  return RECENTLY_VIEWED_ATTRIBUTE in attributes
}

const profile = (value: unknown) => `visitorProfile=${encodeURIComponent(JSON.stringify(value))}`
const LIST = JSON.stringify([
  { vin: '1HGCM82633A004352', name: '2003 Honda Accord', url: '/used-cars-for-sale/x', image: null },
])
const FUNCTIONAL = profile({ allowCookies: ['essential', 'functional'], displayCookies: 'hide' })
const ESSENTIAL = profile({ allowCookies: ['essential'], displayCookies: 'hide' })

describe('the recently viewed strip keeps its place only when it will be drawn (issue 21, CLS 0)', () => {
  it.each([
    ['a list and functional consent', 3, LIST, FUNCTIONAL, true],
    ['a list, tier 1 (everything allowed)', 1, LIST, '', true],
    ['a list, essential only', 3, LIST, ESSENTIAL, false],
    ['a list, no decision yet under tier 2', 2, LIST, '', false],
    ['an empty list', 3, '[]', FUNCTIONAL, false],
    ['nothing stored', 3, null, FUNCTIONAL, false],
    ['malformed storage', 3, '{nope', FUNCTIONAL, false],
    ['a malformed cookie', 3, LIST, 'visitorProfile=%7Bnot-json', false],
    // A cookie sent twice reads as its last value (decision 0260), as the strip itself reads it.
    ['the profile twice, functional last', 3, LIST, `${ESSENTIAL}; ${FUNCTIONAL}`, true],
    ['the profile twice, essential last', 3, LIST, `${FUNCTIONAL}; ${ESSENTIAL}`, false],
  ] as const)('%s', (_name, tier, stored, cookie, expected) => {
    expect(reserves(tier, stored, cookie)).toBe(expected)
  })
})
