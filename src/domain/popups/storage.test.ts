import { describe, expect, it } from 'vitest'
import { addFinished, parseFinishedList, parseViewedPagesItems } from './storage'

describe('finished list', () => {
  it.each<[string[], string, string[]]>([
    [[], 'a', ['a']],
    [['a'], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
  ])('%j + %s -> %j', (list, id, expected) => {
    expect(addFinished(list, id)).toEqual(expected)
  })

  it.each<[unknown, string[]]>([
    [null, []],
    ['a', []],
    [
      ['a', 1, '', 'a', 'b'],
      ['a', 'b'],
    ],
  ])('parse %j -> %j', (raw, expected) => {
    expect(parseFinishedList(raw)).toEqual(expected)
  })
})

describe('parseViewedPagesItems', () => {
  it.each<[string, unknown, unknown]>([
    ['garbage', 'x', {}],
    [
      'valid',
      { p: { '0': { '0': { countVisits: 2, itemsListViewed: ['vin=A'], popupPageRuleAllowed: true } } } },
      { p: { '0': { '0': { countVisits: 2, itemsListViewed: ['vin=A'], popupPageRuleAllowed: true } } } },
    ],
    [
      'bad counts dropped',
      { p: { '0': { '0': { countVisits: -1 }, '1': { countVisits: 'x' }, '2': { countVisits: 1 } } } },
      { p: { '0': { '2': { countVisits: 1, itemsListViewed: [], popupPageRuleAllowed: false } } } },
    ],
    [
      'non-string items dropped',
      { p: { '0': { '0': { countVisits: 1, itemsListViewed: ['a', 3] } } } },
      { p: { '0': { '0': { countVisits: 1, itemsListViewed: ['a'], popupPageRuleAllowed: false } } } },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(parseViewedPagesItems(raw)).toEqual(expected)
  })
})
