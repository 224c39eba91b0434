import { describe, expect, it } from 'vitest'
import { suggestsSpanish } from './browser-language'

describe('suggestsSpanish', () => {
  it.each([
    ['en', ['es-MX', 'en'], undefined, true],
    ['en', ['es'], undefined, true],
    ['en', ['ES-us'], undefined, true],
    ['en', ['fr', 'es'], undefined, true],
    ['en', ['en-US', 'es'], undefined, false],
    ['en', ['fr'], undefined, false],
    ['en', [], undefined, false],
    // Already Spanish: nothing to suggest.
    ['es', ['es-MX'], undefined, false],
    // The visitor's own choice wins over the browser.
    ['en', ['es-MX'], 'en', false],
    ['en', ['en-US'], 'es', true],
  ] as const)('%s page, browser %j, remembered %s: %s', (page, languages, remembered, expected) =>
    expect(suggestsSpanish(page, languages, remembered)).toBe(expected),
  )
})
