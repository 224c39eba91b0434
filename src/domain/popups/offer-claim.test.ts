import { describe, expect, it } from 'vitest'
import { checkOfferClaim, formatOfferEnd, offerEndsAt, offerEndsText, offerName, popupEnded } from './offer-claim'
import { CREDIT_OFFER_POPUP } from './builtin'

const NOW = new Date('2026-11-28T21:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()
const H = 3_600_000

describe('offerEndsAt (issue 37): the visitor window and the campaign end, the earlier wins', () => {
  it.each<[string, { validHours?: number; endsAt?: string }, string | undefined, string | null]>([
    ['24 hours from first shown', { validHours: 24 }, iso(NOW.getTime() - 2 * H), iso(NOW.getTime() + 22 * H)],
    ['never shown: from now', { validHours: 24 }, undefined, iso(NOW.getTime() + 24 * H)],
    ['unreadable first-shown: from now', { validHours: 24 }, 'yesterday', iso(NOW.getTime() + 24 * H)],
    [
      'a future first-shown cannot lengthen it',
      { validHours: 24 },
      iso(NOW.getTime() + 48 * H),
      iso(NOW.getTime() + 24 * H),
    ],
    [
      'campaign end before the window',
      { validHours: 24, endsAt: iso(NOW.getTime() + H) },
      undefined,
      iso(NOW.getTime() + H),
    ],
    [
      'window before the campaign end',
      { validHours: 2, endsAt: iso(NOW.getTime() + 9 * H) },
      undefined,
      iso(NOW.getTime() + 2 * H),
    ],
    ['neither: no end', {}, undefined, null],
  ])('%s', (_name, popup, firstShown, expected) => {
    expect(offerEndsAt(popup, firstShown, NOW)?.toISOString() ?? null).toBe(expected)
  })
})

describe('checkOfferClaim: taken until the moment the offer ends, not at it', () => {
  it.each<[string, string | undefined, boolean]>([
    ['first shown an hour ago', iso(NOW.getTime() - H), true],
    ['first shown 23h59m ago', iso(NOW.getTime() - 24 * H + 60_000), true],
    ['first shown exactly 24h ago', iso(NOW.getTime() - 24 * H), false],
    ['first shown two days ago', iso(NOW.getTime() - 48 * H), false],
  ])('%s -> %s', (_name, firstShown, ok) => {
    expect(checkOfferClaim({ validHours: 24 }, firstShown, NOW).ok).toBe(ok)
  })

  it('refuses a claim once the campaign has ended, whatever the window says', () => {
    expect(checkOfferClaim({ validHours: 24, endsAt: iso(NOW.getTime() - 1) }, undefined, NOW)).toEqual({
      ok: false,
      reason: 'ended',
    })
  })
})

describe('popupEnded', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    [iso(NOW.getTime() + 1), false],
    [iso(NOW.getTime()), true],
    [iso(NOW.getTime() - H), true],
    ['not a date', false],
  ])('endsAt %s -> %s', (endsAt, ended) => {
    expect(popupEnded({ endsAt }, NOW)).toBe(ended)
  })
})

describe('the words of a claim', () => {
  it("names the seeded offer as the spec does: '$500 credit ... valid 24 hours'", () => {
    const name = offerName(CREDIT_OFFER_POPUP.component.data.title ?? '', CREDIT_OFFER_POPUP.validHours)
    expect(name).toBe('$500 credit toward your next vehicle, valid 24 hours')
  })

  it('says the end on a named clock, weekday and zone included', () => {
    expect(formatOfferEnd(new Date('2026-11-29T21:00:00Z'), 'America/Chicago')).toBe('Sun, Nov 29, 2026, 3:00 PM CST')
    expect(offerEndsText(new Date('2026-07-04T16:30:00Z'), 'America/Chicago')).toBe(
      'This offer ends Sat, Jul 4, 2026, 11:30 AM CDT.',
    )
    expect(offerEndsText(null, 'America/Chicago')).toBe('This offer has no end date.')
  })

  it('the seeded $500 credit is claimable: a form, not text only', () => {
    expect(CREDIT_OFFER_POPUP.component).toMatchObject({
      type: 'component',
      data: { innerComponent: 'OfferClaimForm' },
    })
  })
})
