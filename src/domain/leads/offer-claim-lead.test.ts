import { describe, expect, it } from 'vitest'
import { parseLead } from './parse-lead'
import { FIXTURE_NOW, VALID_BODIES } from './test-fixtures'
import { toLead } from './to-lead'
import { renderAdf } from './adf/render-adf'
import { renderTextEmail } from './text-email'
import type { ParsedLead } from './schemas'

/** A claim as the server leaves it (src/services/leads/offer-claim.ts): named and dated by it. */
const CLAIM = {
  popupId: 'credit-500-offer',
  firstShownAt: '2026-11-28T20:00:00.000Z',
  name: '$500 credit toward your next vehicle, valid 24 hours',
  endsAt: '2026-11-29T20:00:00.000Z',
  endsText: 'Sun, Nov 29, 2026, 2:00 PM CST',
}

function claimed(offer: unknown): ParsedLead {
  const parsed = parseLead('CONTACT_SALES', { ...VALID_BODIES.CONTACT_SALES, offer }, FIXTURE_NOW)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
  return parsed.value
}

describe('a claimed offer in the lead (issue 37)', () => {
  it('the e-mail and the ADF name the offer and when it ends', () => {
    const lead = toLead(claimed(CLAIM))
    const email = renderTextEmail(lead, { subject: 'Website Lead' })
    const adf = renderAdf(lead, {
      now: FIXTURE_NOW,
      status: 'new',
      subject: 'Website Lead',
      vendor: { name: 'Quad Cities Auto', email: 'sales@dealer.example' },
      provider: { url: 'https://dealer.example' },
    })
    for (const body of [email.text, adf]) {
      expect(body).toContain('Offer: $500 credit toward your next vehicle, valid 24 hours')
      expect(body).toContain('Offer ends: Sun, Nov 29, 2026, 2:00 PM CST')
    }
  })

  it('a contact lead without an offer says nothing of one', () => {
    const email = renderTextEmail(toLead(claimed(undefined)), { subject: 'Website Lead' })
    expect(email.text).not.toContain('Offer')
  })

  it('a claim must name its popup', () => {
    const parsed = parseLead('CONTACT_SALES', { ...VALID_BODIES.CONTACT_SALES, offer: {} }, FIXTURE_NOW)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual(['offer.popupId'])
  })
})
