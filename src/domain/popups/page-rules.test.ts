import { describe, expect, it } from 'vitest'
import { POPUP_PARAM_ERROR } from './constants'
import {
  checkParams,
  EMPTY_RULE_STATE,
  normalizePath,
  pageItemsSatisfied,
  recordPageView,
  recordRuleVisit,
  rulePageMatches,
  visitsInRange,
} from './page-rules'
import type { PageItemRule, PageView, PopupDefinition, ViewedPagesItems } from './types'

describe('visitsInRange (section 5 page-item rule)', () => {
  it.each<[number, number | undefined, number | undefined, boolean]>([
    [0, undefined, undefined, false],
    [1, undefined, undefined, true],
    [2, 3, undefined, false],
    [3, 3, undefined, true],
    [9, 3, undefined, true],
    [0, undefined, 2, true],
    [2, undefined, 2, true],
    [3, undefined, 2, false],
    [1, 2, 4, false],
    [2, 2, 4, true],
    [4, 2, 4, true],
    [5, 2, 4, false],
    [0, 0, undefined, true],
  ])('count %s min %s max %s -> %s', (count, min, max, expected) => {
    expect(visitsInRange(count, min, max)).toBe(expected)
  })
})

describe('normalizePath / rulePageMatches', () => {
  it.each([
    ['/', '/'],
    ['/cars/', '/cars'],
    ['/cars//', '/cars'],
    ['/cars?x=1', '/cars'],
    ['', '/'],
  ])('%s -> %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected)
  })

  it.each<[PageItemRule, PageView, boolean]>([
    [{}, { path: '/anything' }, true],
    [{ name: 'cars-direct-page' }, { name: 'cars-direct-page', path: '/x' }, true],
    [{ name: 'cars-direct-page' }, { name: 'home', path: '/' }, false],
    [{ path: '/service/' }, { path: '/service' }, true],
    [{ path: '/service' }, { path: '/service/schedule' }, false],
    [{ name: 'service', path: '/service' }, { name: 'service', path: '/other' }, false],
  ])('%j on %j -> %s', (rule, page, expected) => {
    expect(rulePageMatches(rule, page)).toBe(expected)
  })
})

describe('checkParams (section 5 param rule)', () => {
  it.each<
    [
      string,
      PageItemRule['params'],
      PageView['params'],
      string[],
      { pass: boolean; newlySeen: string[]; errors: number },
    ]
  >([
    ['no params', undefined, {}, [], { pass: true, newlySeen: [], errors: 0 }],
    [
      'true: unseen string counts and is recorded',
      { id: true },
      { id: 'v1' },
      [],
      { pass: true, newlySeen: ['id=v1'], errors: 0 },
    ],
    ['true: unseen number counts', { id: true }, { id: 42 }, [], { pass: true, newlySeen: ['id=42'], errors: 0 }],
    [
      'true: seen value does not count',
      { id: true },
      { id: 'v1' },
      ['id=v1'],
      { pass: false, newlySeen: [], errors: 0 },
    ],
    ['true: missing value fails', { id: true }, {}, [], { pass: false, newlySeen: [], errors: 0 }],
    ['string: exact match', { make: 'honda' }, { make: 'honda' }, [], { pass: true, newlySeen: [], errors: 0 }],
    ['string: case matters', { make: 'honda' }, { make: 'Honda' }, [], { pass: false, newlySeen: [], errors: 0 }],
    [
      'string matches a number value as text',
      { year: '2020' },
      { year: 2020 },
      [],
      { pass: true, newlySeen: [], errors: 0 },
    ],
    ['list: member', { make: ['honda', 'kia'] }, { make: 'kia' }, [], { pass: true, newlySeen: [], errors: 0 }],
    ['list: not a member', { make: ['honda', 'kia'] }, { make: 'ford' }, [], { pass: false, newlySeen: [], errors: 0 }],
    ['list with numbers', { year: [2020, 2021] }, { year: '2021' }, [], { pass: true, newlySeen: [], errors: 0 }],
    [
      'non-string non-number page value fails',
      { make: 'honda' },
      { make: ['honda'] },
      [],
      { pass: false, newlySeen: [], errors: 0 },
    ],
    ['object page value fails for true', { id: true }, { id: { a: 1 } }, [], { pass: false, newlySeen: [], errors: 0 }],
    [
      'rule false is malformed',
      { id: false as unknown as true },
      { id: 'x' },
      [],
      { pass: false, newlySeen: [], errors: 1 },
    ],
    [
      'rule number is malformed',
      { id: 5 as unknown as string },
      { id: 5 },
      [],
      { pass: false, newlySeen: [], errors: 1 },
    ],
    [
      'rule object is malformed',
      { id: { a: 1 } as unknown as string },
      { id: 'x' },
      [],
      { pass: false, newlySeen: [], errors: 1 },
    ],
    [
      'all params must pass',
      { id: true, make: 'kia' },
      { id: 'v2', make: 'ford' },
      [],
      { pass: false, newlySeen: ['id=v2'], errors: 0 },
    ],
  ])('%s', (_name, params, pageParams, seen, expected) => {
    const result = checkParams(params, pageParams, seen)
    expect({ pass: result.pass, newlySeen: result.newlySeen, errors: result.errors.length }).toEqual(expected)
  })
})

describe('recordRuleVisit', () => {
  const vehicleRule: PageItemRule = { name: 'cars-direct-page', params: { vin: true } }
  it.each<[string, PageView[], { countVisits: number; itemsListViewed: string[]; popupPageRuleAllowed: boolean }]>([
    [
      'distinct vehicles count',
      [
        { name: 'cars-direct-page', path: '/a', params: { vin: 'A' } },
        { name: 'cars-direct-page', path: '/b', params: { vin: 'B' } },
      ],
      { countVisits: 2, itemsListViewed: ['vin=A', 'vin=B'], popupPageRuleAllowed: true },
    ],
    [
      'the same vehicle counts once',
      [
        { name: 'cars-direct-page', path: '/a', params: { vin: 'A' } },
        { name: 'cars-direct-page', path: '/a', params: { vin: 'A' } },
      ],
      { countVisits: 1, itemsListViewed: ['vin=A'], popupPageRuleAllowed: false },
    ],
    [
      'other pages do not count',
      [{ name: 'home', path: '/', params: { vin: 'A' } }],
      { countVisits: 0, itemsListViewed: [], popupPageRuleAllowed: false },
    ],
  ])('%s', (_name, views, expected) => {
    let state = EMPTY_RULE_STATE
    for (const view of views) state = recordRuleVisit(state, vehicleRule, view).state
    expect(state).toEqual(expected)
  })
})

describe('recordPageView (local storage reducer)', () => {
  const popups: PopupDefinition[] = [
    {
      id: 'p1',
      component: { type: 'html', data: {} },
      conditions: [
        { timer: 5 },
        { pageItemsViewed: [{ minCount: 2 }, { name: 'cars-direct-page', params: { vin: true } }] },
      ],
    },
    {
      id: 'bad',
      component: { type: 'html', data: {} },
      conditions: [{ pageItemsViewed: [{ params: { vin: 7 as unknown as string } }] }],
    },
  ]

  it('counts per popup, condition and rule, without mutating the input', () => {
    const before: ViewedPagesItems = {}
    const first = recordPageView(before, { name: 'home', path: '/' }, popups)
    const second = recordPageView(
      first.state,
      { name: 'cars-direct-page', path: '/cars/x', params: { vin: 'X' } },
      popups,
    )
    expect(before).toEqual({})
    expect(second.state.p1).toEqual({
      '1': {
        '0': { popupPageRuleAllowed: true, countVisits: 2, itemsListViewed: [] },
        '1': { popupPageRuleAllowed: true, countVisits: 1, itemsListViewed: ['vin=X'] },
      },
    })
    expect(pageItemsSatisfied(popups[0].conditions[1].pageItemsViewed ?? [], second.state, 'p1', 1)).toBe(true)
    expect(pageItemsSatisfied(popups[0].conditions[1].pageItemsViewed ?? [], first.state, 'p1', 1)).toBe(false)
  })

  it('returns the console error as a value for a bad param rule', () => {
    const { errors } = recordPageView({}, { path: '/', params: { vin: 'X' } }, popups)
    expect(errors).toEqual([{ message: POPUP_PARAM_ERROR, popupId: 'bad', conditionIndex: 0, detail: 'rule 0 vin: 7' }])
    expect(POPUP_PARAM_ERROR).toBe('Wrong param value in popup conditions')
  })
})
