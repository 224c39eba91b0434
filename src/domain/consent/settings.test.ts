import { describe, expect, it } from 'vitest'
import { consentConfigFromDoc, parseTier, textsFromDoc } from './settings'
import { CONSENT_TEXTS } from './texts'

describe('consentConfigFromDoc', () => {
  it('an empty document is tier 3, show, no lock, shipped texts', () => {
    expect(consentConfigFromDoc({})).toEqual({ tier: 3, mode: 'show', lockBackground: false, texts: CONSENT_TEXTS })
  })

  it.each([
    ['0', 0],
    ['1', 1],
    [2, 2],
    ['3', 3],
    ['7', 3],
    [null, 3],
  ] as const)('tier %j -> %s', (raw, tier) => {
    expect(parseTier(raw)).toBe(tier)
  })

  it('keeps edited texts and falls back per field', () => {
    const texts = textsFromDoc(
      {
        buttons: { acceptAll: 'OK', deny: '  ' },
        categories: { targeting: { name: 'Ads' } },
        sections: [{ title: 'T', body: 'B' }],
      },
      'es',
    )
    expect(texts.buttons.acceptAll).toBe('OK')
    expect(texts.buttons.deny).toBe(CONSENT_TEXTS.es.buttons.deny)
    expect(texts.categories.targeting).toEqual({
      name: 'Ads',
      description: CONSENT_TEXTS.es.categories.targeting.description,
    })
    expect(texts.categories.essential.alwaysOn).toBe(CONSENT_TEXTS.es.categories.essential.alwaysOn)
    expect(texts.sections).toEqual([{ title: 'T', body: 'B' }])
  })

  it('reads mode and lock', () => {
    const config = consentConfigFromDoc({ tier: '1', displayMode: 'force', lockBackground: true })
    expect([config.tier, config.mode, config.lockBackground]).toEqual([1, 'force', true])
  })
})
