import { describe, expect, it } from 'vitest'
import type { Lead } from './lead'
import { adsRows } from './summary'

describe('adsRows: the ad values an e-mail and an ADF list', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['none', {}, []],
    [
      'the spec’s order, whatever the stored order',
      { gclid: 'G', utm_source: 'google' },
      ['utm_source=google', 'gclid=G'],
    ],
    [
      'configured advertising cookies after them, by name (issue 40)',
      { zz_partner: 'z', gclid: 'G', irclickid: 'i' },
      ['gclid=G', 'irclickid=i', 'zz_partner=z'],
    ],
    ['blank values are left out', { utm_term: ' ', partner: '' }, []],
  ])('%s', (_case, adsValues, expected) => {
    const rows = adsRows({ adsValues } as unknown as Lead)
    expect(rows.map((r) => `${r.key}=${r.value}`)).toEqual(expected)
  })
})
