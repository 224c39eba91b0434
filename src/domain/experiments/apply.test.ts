import { describe, expect, it } from 'vitest'
import { mergePublicSettings, overrideTexts, popupsForVisitor, type PublicConfig } from './apply'

// Issue 8 / visitor-layer.md section 3: a variant's settings, popups and langs applied (decision 0105).

const base: PublicConfig = { accentColor: '#22c55e', chatEnabled: true }

describe('mergePublicSettings (whitelisted public keys only)', () => {
  it.each([
    ['no settings: the site unchanged', {}, base, []],
    ['accent colour', { accentColor: '#2563EB' }, { ...base, accentColor: '#2563EB' }, []],
    ['chat switched off', { chatEnabled: false }, { ...base, chatEnabled: false }, []],
    ['both', { accentColor: '#111111', chatEnabled: false }, { accentColor: '#111111', chatEnabled: false }, []],
    ['not a colour', { accentColor: 'red; background:url(x)' }, base, ['accentColor']],
    ['chat as text', { chatEnabled: 'false' }, base, ['chatEnabled']],
    [
      'keys off the list are ignored',
      { gtmId: 'GTM-EVIL', tier: 0, chatScriptUrl: 'https://x.example/a.js' },
      base,
      ['gtmId', 'tier', 'chatScriptUrl'],
    ],
    [
      'prototype keys are ignored',
      JSON.parse('{"__proto__": {"chatEnabled": false}}') as Record<string, unknown>,
      base,
      ['__proto__'],
    ],
  ])('%s', (_name, settings, config, ignored) => {
    const merged = mergePublicSettings(base, settings)
    expect(merged.config).toEqual(config)
    expect(merged.ignored).toEqual(ignored)
  })
  it('never changes the site config it was given', () => {
    const before = { ...base }
    mergePublicSettings(base, { chatEnabled: false })
    expect(base).toEqual(before)
  })
})

describe('popupsForVisitor (variant popups on, off, added)', () => {
  const site = [
    { id: 'credit-500', active: true },
    { id: 'user-lead', active: true },
  ]
  const extra = [
    { id: 'spring-sale', active: false },
    { id: 'credit-500', active: true },
  ]
  const ids = (list: { id: string; active?: boolean }[]) =>
    list.map((p) => `${p.id}${p.active === false ? ' (off)' : ''}`)
  it.each([
    ['in no experiment: the site popups', [], [], ['credit-500', 'user-lead']],
    [
      'a variant adds a popup switched off for the site: on for this visitor',
      ['spring-sale'],
      [],
      ['credit-500', 'user-lead', 'spring-sale'],
    ],
    ['a variant hides a site popup', [], ['credit-500'], ['user-lead']],
    ['added and hidden: stays hidden', ['spring-sale'], ['spring-sale'], ['credit-500', 'user-lead']],
    ['a site popup listed again is not doubled', ['credit-500'], [], ['credit-500', 'user-lead']],
    ['an unknown (unpublished) popup id is skipped', ['draft-only'], [], ['credit-500', 'user-lead']],
  ])('%s', (_name, popups, hiddenPopups, expected) => {
    expect(ids(popupsForVisitor(site, extra, { popups, hiddenPopups }))).toEqual(expected)
  })
})

describe('overrideTexts (translation overrides by key)', () => {
  const texts = {
    banner: { text: 'We use cookies.', link: 'privacy policy' },
    sections: [{ title: 'GPC', body: 'Honoured.' }],
    buttons: { acceptAll: 'Accept all' },
  }
  it.each([
    ['no overrides', {}, texts],
    [
      'a banner text',
      { 'consent.en.banner.text': 'Cookies help us find you a deal.' },
      { ...texts, banner: { ...texts.banner, text: 'Cookies help us find you a deal.' } },
    ],
    [
      'an array item',
      { 'consent.en.sections.0.title': 'Privacy signal' },
      { ...texts, sections: [{ title: 'Privacy signal', body: 'Honoured.' }] },
    ],
    ['another language is left alone', { 'consent.es.banner.text': 'Usamos cookies.' }, texts],
    [
      'a key that names no text adds nothing',
      { 'consent.en.banner.extra': 'x', 'consent.en.sections.5.title': 'x' },
      texts,
    ],
    ['a section cannot be replaced by text', { 'consent.en.banner': 'x' }, texts],
    ['prototype paths are refused', { 'consent.en.__proto__.polluted': 'x' }, texts],
  ])('%s', (_name, langs, expected) => {
    expect(overrideTexts(texts, langs, 'consent.en.')).toEqual(expected)
  })
  it('returns the same object when nothing changes and never mutates the input', () => {
    expect(overrideTexts(texts, {}, 'consent.en.')).toBe(texts)
    overrideTexts(texts, { 'consent.en.buttons.acceptAll': 'Yes please' }, 'consent.en.')
    expect(texts.buttons.acceptAll).toBe('Accept all')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
