import { describe, expect, it } from 'vitest'
import { POPUP_ADS_ERROR } from './constants'
import { recordPageView } from './page-rules'
import { eligiblePopups, exclusionReason, leadGate, selectPopups, type TargetingContext } from './targeting'
import type { PopupCondition, PopupDefinition, SubmittedStep } from './types'

const popup = (id: string, conditions: PopupCondition[], extra: Partial<PopupDefinition> = {}): PopupDefinition => ({
  id,
  conditions,
  component: { type: 'html', data: {} },
  ...extra,
})

const ctx = (over: Partial<TargetingContext> = {}): TargetingContext => ({
  page: { name: 'home', path: '/' },
  isLead: false,
  adsValues: {},
  finished: [],
  viewed: {},
  ...over,
})

describe('leadGate: the settled lead-only reading', () => {
  it.each<[string, boolean | undefined, SubmittedStep | undefined, boolean, boolean]>([
    ['isLead true passes for a lead', true, undefined, true, true],
    ['isLead true fails for a non-lead', true, undefined, false, false],
    ['isLead true fails when the submit step closes', true, { close: true }, true, false],
    ['isLead true passes when the submit step only times out', true, { timeoutClose: 5 }, true, true],
    ['isLead false (lead capture) passes for a non-lead', false, undefined, false, true],
    ['isLead false fails for a lead', false, undefined, true, false],
    ['absent passes for a lead', undefined, undefined, true, true],
    ['absent passes for a non-lead', undefined, { close: true }, false, true],
  ])('%s', (_name, isLeadRule, submitted, visitorIsLead, expected) => {
    const def = popup('p', [{ isLead: isLeadRule }], { submitted })
    expect(leadGate(def.conditions[0], def, visitorIsLead)).toBe(expected)
  })
})

describe('exclusionReason (sections 4, 5, 6)', () => {
  it.each<[string, PopupDefinition, boolean, string[], string | undefined]>([
    ['plain popup', popup('a', [{}]), true, [], undefined],
    ['finished never shows again', popup('a', [{}]), false, ['a'], 'finished'],
    ['switched off', popup('a', [{}], { active: false }), false, [], 'inactive'],
    [
      'every condition lead capture, visitor is a lead',
      popup('a', [{ isLead: false }, { isLead: false, timer: 5 }]),
      true,
      [],
      'lead-capture-for-lead',
    ],
    ['every condition lead capture, visitor is not a lead', popup('a', [{ isLead: false }]), false, [], undefined],
    ['mixed conditions are not excluded', popup('a', [{ isLead: false }, {}]), true, [], undefined],
    ['every condition for leads, visitor is a lead', popup('a', [{ isLead: true }]), true, [], undefined],
    ['no conditions is not excluded (it just never passes)', popup('a', []), true, [], undefined],
  ])('%s -> %s', (_name, def, isLead, finished, expected) => {
    expect(exclusionReason(def, isLead, finished)).toBe(expected)
  })

  it('eligiblePopups drops the excluded ones', () => {
    const defs = [popup('a', [{}]), popup('b', [{ isLead: false }]), popup('c', [{}])]
    expect(eligiblePopups(defs, true, ['c']).map((p) => p.id)).toEqual(['a'])
  })
})

describe('selectPopups', () => {
  const unlock = popup('unlock', [{ isLead: true, pageItemsViewed: [{ minCount: 2 }] }])
  const leadForm = popup('lead', [{ isLead: false, timer: 30 }])
  const google = popup('google', [{ adsValues: { utm_source: 'google' } }, { pages: { paths: ['/service'] } }])
  const all = [unlock, leadForm, google, popup('empty', []), popup('always', [{}])]

  it.each<[string, Partial<TargetingContext>, Record<string, number[]>]>([
    ['non-lead on home: lead form and the always popup', {}, { lead: [0], always: [0] }],
    ['lead: lead form excluded, unlock not yet (no page views)', { isLead: true }, { always: [0] }],
    [
      'ANY condition: ads value passes',
      { adsValues: { utm_source: 'google' } },
      { lead: [0], google: [0], always: [0] },
    ],
    ['ANY condition: page passes', { page: { path: '/service/' } }, { lead: [0], google: [1], always: [0] }],
    [
      'both conditions pass',
      { page: { path: '/service' }, adsValues: { utm_source: 'google' } },
      { lead: [0], google: [0, 1], always: [0] },
    ],
    ['finished popups are skipped', { finished: ['lead', 'always'] }, {}],
  ])('%s', (_name, over, expected) => {
    const { candidates } = selectPopups(all, ctx(over))
    expect(Object.fromEntries(candidates.map((c) => [c.id, c.conditionIndexes]))).toEqual(expected)
  })

  it('unlock inventory shows for a lead after the configured page views', () => {
    let viewed = {}
    for (const path of ['/a', '/b']) viewed = recordPageView(viewed, { path }, [unlock]).state
    expect(selectPopups([unlock], ctx({ isLead: true, viewed })).candidates).toEqual([
      { id: 'unlock', conditionIndexes: [0] },
    ])
    expect(selectPopups([unlock], ctx({ isLead: false, viewed })).candidates).toEqual([])
  })

  it('traces failed parts and exclusions', () => {
    const { trace } = selectPopups([google, leadForm], ctx({ isLead: true, adsValues: { utm_source: 'bing' } }))
    expect(trace).toEqual([
      {
        id: 'google',
        conditions: [
          { index: 0, pass: false, failed: ['adsValues'] },
          { index: 1, pass: false, failed: ['pages'] },
        ],
      },
      { id: 'lead', excluded: 'lead-capture-for-lead', conditions: [] },
    ])
  })

  it('returns malformed rules as errors', () => {
    const bad = popup('bad', [{ adsValues: { gclid: 1 as unknown as string } }])
    expect(selectPopups([bad], ctx()).errors).toEqual([
      { message: POPUP_ADS_ERROR, popupId: 'bad', conditionIndex: 0, detail: 'gclid: 1' },
    ])
  })
})

describe('validHours: an offer expires after it was first shown (ours, the $500 credit)', () => {
  const offer = popup('offer', [{}], { validHours: 24 })
  it.each<[string, Record<string, string> | undefined, string, string | undefined]>([
    ['never shown', undefined, '2025-03-05T00:00:00Z', undefined],
    ['within 24 hours', { offer: '2025-03-01T12:00:00Z' }, '2025-03-02T11:59:59Z', undefined],
    ['at 24 hours', { offer: '2025-03-01T12:00:00Z' }, '2025-03-02T12:00:00Z', 'expired'],
    ['garbage time counts as not shown', { offer: 'yesterday' }, '2025-03-02T12:00:00Z', undefined],
  ])('%s -> %s', (_name, firstShown, now, expected) => {
    expect(exclusionReason(offer, false, [], { firstShown, now: new Date(now) })).toBe(expected)
    expect(selectPopups([offer], ctx({ firstShown, now: new Date(now) })).candidates.length).toBe(expected ? 0 : 1)
  })

  it('a popup without validHours never expires', () => {
    expect(
      exclusionReason(popup('p', [{}]), false, [], {
        firstShown: { p: '2000-01-01T00:00:00Z' },
        now: new Date('2025-01-01T00:00:00Z'),
      }),
    ).toBeUndefined()
  })
})
