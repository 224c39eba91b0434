import { describe, expect, it } from 'vitest'
import { builtInPopups, CREDIT_OFFER_POPUP } from './builtin'
import { conditionFromRow, popupFromDoc, type ConditionRow } from './from-doc'
import { docFromPopup, seededPopupDocs } from './to-doc'
import type { PopupCondition, PopupDefinition } from './types'

describe('conditionFromRow: admin rows -> spec rules (section 3)', () => {
  it.each<[string, ConditionRow, PopupCondition]>([
    ['empty row is an always-true condition', {}, {}],
    ['empty pages lists are dropped', { pages: { names: [], paths: [' '], patterns: null } }, {}],
    [
      'pages names, paths and patterns',
      { pages: { names: ['home'], paths: ['/service'], patterns: ['^/legal'] } },
      { pages: { names: ['home'], paths: ['/service'], patterns: ['^/legal'] } },
    ],
    ['isLead any', { isLead: 'any' }, {}],
    ['isLead leads', { isLead: 'leads' }, { isLead: true }],
    ['isLead nonLeads', { isLead: 'nonLeads' }, { isLead: false }],
    [
      'param rule new -> true',
      { pageItemsViewed: [{ name: 'cars-direct-page', params: [{ param: 'vin', rule: 'new' }], minCount: 3 }] },
      { pageItemsViewed: [{ name: 'cars-direct-page', params: { vin: true }, minCount: 3 }] },
    ],
    [
      'param rule equals -> string',
      { pageItemsViewed: [{ params: [{ param: 'make', rule: 'equals', value: 'kia' }], maxCount: 2 }] },
      { pageItemsViewed: [{ params: { make: 'kia' }, maxCount: 2 }] },
    ],
    [
      'param rule oneOf -> list',
      { pageItemsViewed: [{ path: '/x', params: [{ param: 'make', rule: 'oneOf', values: ['kia', 'ford'] }] }] },
      { pageItemsViewed: [{ path: '/x', params: { make: ['kia', 'ford'] } }] },
    ],
    [
      'param row without a name is dropped',
      { pageItemsViewed: [{ params: [{ param: '', rule: 'new' }] }] },
      { pageItemsViewed: [{}] },
    ],
    ['ads absent -> false', { adsValues: [{ key: 'gclid', rule: 'absent' }] }, { adsValues: { gclid: false } }],
    ['ads present -> true', { adsValues: [{ key: 'gclid', rule: 'present' }] }, { adsValues: { gclid: true } }],
    [
      'ads equals -> string',
      { adsValues: [{ key: 'utm_source', rule: 'equals', value: 'google' }] },
      { adsValues: { utm_source: 'google' } },
    ],
    [
      'ads lists -> { in, not }',
      { adsValues: [{ key: 'utm_source', rule: 'lists', inValues: ['google', 'bing'], notValues: ['bing'] }] },
      { adsValues: { utm_source: { in: ['google', 'bing'], not: ['bing'] } } },
    ],
    [
      'ads lists, only not',
      { adsValues: [{ key: 'utm_source', rule: 'lists', notValues: ['bing'] }] },
      { adsValues: { utm_source: { not: ['bing'] } } },
    ],
    [
      'tagQuery, itemClicked and timer',
      { tagQuery: '#footer', itemClicked: '.cta', timer: 10 },
      { tagQuery: '#footer', itemClicked: '.cta', timer: 10 },
    ],
    ['a zero timer is no timer', { timer: 0 }, {}],
  ])('%s', (_name, row, expected) => {
    expect(conditionFromRow(row)).toEqual(expected)
  })
})

describe('popupFromDoc', () => {
  it('maps the groups and drops a disabled submitted step and button', () => {
    const def = popupFromDoc({
      popupId: 'p',
      conditions: [{ timer: 5 }],
      component: { type: 'html', title: 'Hi', html: '<p>x</p>' },
      submitted: { enabled: false, close: true },
      settings: { component: 'ModalHeadless', positionByDevice: false, position: 'top', closeButton: false },
      button: { enabled: false, text: 'ignored' },
      background: { modal: false },
    })
    expect(def).toEqual({
      id: 'p',
      conditions: [{ timer: 5 }],
      component: { type: 'html', data: { title: 'Hi', html: '<p>x</p>' } },
      settings: { component: 'ModalHeadless', position: 'top', closeButton: false },
      background: { modal: false },
      active: true,
    })
  })

  it('position by device', () => {
    expect(
      popupFromDoc({ popupId: 'p', settings: { positionByDevice: true, mobile: 'bottom', desktop: 'right' } }).settings
        ?.position,
    ).toEqual({ mobile: 'bottom', desktop: 'right' })
  })

  it.each<[string, PopupDefinition]>([...builtInPopups(), CREDIT_OFFER_POPUP].map((p) => [p.id, p]))(
    'round trip of the built-in %s',
    (_id, def) => {
      const back = popupFromDoc(docFromPopup(def))
      expect(back).toEqual({
        ...def,
        active: true,
        settings: { ...def.settings, closeButton: def.settings?.closeButton ?? true },
      })
    },
  )

  it('seeds four popups, all switched on', () => {
    expect(seededPopupDocs().map((d) => [d.popupId, d.active])).toEqual([
      ['unlock-inventory', true],
      ['user-lead', true],
      ['user-lead-phone-verification', true],
      ['credit-500-offer', true],
    ])
  })
})
