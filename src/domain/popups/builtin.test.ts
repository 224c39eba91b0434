import { describe, expect, it } from 'vitest'
import {
  builtInPopups,
  CREDIT_OFFER_POPUP,
  DEFAULT_UNLOCK_INVENTORY_PAGES,
  offerExpiresAt,
  offerStillValid,
  unlockInventoryPopup,
  USER_LEAD_PHONE_VERIFICATION_POPUP,
  USER_LEAD_POPUP,
} from './builtin'
import { initialPopupState, popupReducer } from './lifecycle'
import { recordPageView } from './page-rules'
import { selectPopups, type TargetingContext } from './targeting'
import { pageViewOf } from './page-view'

const ctx = (over: Partial<TargetingContext>): TargetingContext => ({
  page: { path: '/' },
  isLead: false,
  adsValues: {},
  finished: [],
  viewed: {},
  ...over,
})

describe('built-in popups', () => {
  it('registers unlock inventory, user lead and phone verification (section 2)', () => {
    expect(builtInPopups().map((p) => p.id)).toEqual(['unlock-inventory', 'user-lead', 'user-lead-phone-verification'])
  })

  it.each([[1], [DEFAULT_UNLOCK_INVENTORY_PAGES], [5]])(
    'unlock inventory shows for a lead after %s page views',
    (pages) => {
      const popup = unlockInventoryPopup(pages)
      let viewed = {}
      for (let i = 1; i < pages; i++) viewed = recordPageView(viewed, { path: `/p${i}` }, [popup]).state
      expect(selectPopups([popup], ctx({ isLead: true, viewed })).candidates).toEqual([])
      viewed = recordPageView(viewed, { path: '/last' }, [popup]).state
      expect(selectPopups([popup], ctx({ isLead: true, viewed })).candidates).toHaveLength(1)
      expect(selectPopups([popup], ctx({ isLead: false, viewed })).candidates).toHaveLength(0)
    },
  )

  it.each([
    ['user lead closes 5 s after submit', USER_LEAD_POPUP, 5],
    ['credit offer closes 5 s after submit', CREDIT_OFFER_POPUP, 5],
  ] as const)('%s', (_name, popup, seconds) => {
    let state = popupReducer(initialPopupState(popup), { type: 'evaluated', conditionIndexes: [0] }).state
    state = popupReducer(state, { type: 'timerElapsed', conditionIndex: 0 }).state
    if (popup.button) state = popupReducer(state, { type: 'buttonTriggered' }).state
    expect(state.status).toBe('active')
    expect(popupReducer(state, { type: 'submit' }).effects).toContainEqual({ type: 'closeAfter', seconds })
  })

  it('unlock inventory closes its "Access Granted!" view 5 s after submit, and still shows to leads', () => {
    const popup = unlockInventoryPopup(1)
    const viewed = recordPageView({}, { path: '/p1' }, [popup]).state
    expect(selectPopups([popup], ctx({ isLead: true, viewed })).candidates).toHaveLength(1)
    const state = popupReducer(initialPopupState(popup), { type: 'evaluated', conditionIndexes: [0] }).state
    expect(state.status).toBe('active')
    expect(popupReducer(state, { type: 'submit' }).effects).toContainEqual({ type: 'closeAfter', seconds: 5 })
  })

  it.each([
    ['user lead', USER_LEAD_POPUP, true, 'lead-capture-for-lead'],
    ['phone verification', USER_LEAD_PHONE_VERIFICATION_POPUP, false, undefined],
  ] as const)('%s exclusion for leads', (_name, popup, _unused, excluded) => {
    expect(selectPopups([popup], ctx({ isLead: true })).trace[0].excluded).toBe(excluded)
  })

  it('phone verification opens for a lead on a click of its trigger', () => {
    const { candidates } = selectPopups([USER_LEAD_PHONE_VERIFICATION_POPUP], ctx({ isLead: true }))
    expect(candidates).toEqual([{ id: 'user-lead-phone-verification', conditionIndexes: [0] }])
  })

  it.each<[string, string, boolean]>([
    ['2025-03-01T12:00:00.000Z', '2025-03-02T11:59:59.000Z', true],
    ['2025-03-01T12:00:00.000Z', '2025-03-02T12:00:00.000Z', false],
  ])('credit offer shown %s still valid at %s: %s', (shown, now, expected) => {
    expect(offerStillValid(new Date(shown), new Date(now))).toBe(expected)
    expect(offerExpiresAt(new Date(shown))).toBe('2025-03-02T12:00:00.000Z')
  })

  it('credit offer text says $500 and 24 hours', () => {
    expect(CREDIT_OFFER_POPUP.component.data.title).toContain('$500')
    expect(CREDIT_OFFER_POPUP.component.data.html).toContain('24 hours')
  })
})

describe('$500 credit offer targeting', () => {
  it.each<[string, boolean, boolean]>([
    ['/cars-for-sale', false, true],
    ['/used-cars-for-sale/suvs', false, true],
    ['/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', false, true],
    ['/contact-us', false, false],
    ['/cars-for-sale', true, false],
  ])('%s (lead %s) -> candidate %s', (path, isLead, expected) => {
    const result = selectPopups([CREDIT_OFFER_POPUP], ctx({ page: pageViewOf(path), isLead }))
    expect(result.candidates.length > 0).toBe(expected)
  })
})
