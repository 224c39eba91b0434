import '../support/lead-test-env'
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { CONTACT, countLeads, leadRequest } from './lead-helpers'

/**
 * Issue 37, "Offers that work and expire", on the server: a claim of the seeded $500 credit is
 * stored naming the offer and its end, as the server computes them from the published popup; a
 * claim past the offer's 24 hours, or of a popup past its end date, is refused and nothing is
 * stored. The clock is the `now` handed to the intake, never a wait.
 */
const NOW = new Date('2026-11-28T21:00:00Z')
const H = 3_600_000

function claim(offer: Record<string, unknown>, email: string) {
  const data = { ...CONTACT, email, message: 'Claiming the offer "$500 credit toward your next vehicle".', offer }
  return leadRequest({ formType: 'CONTACT_SALES', data })
}

describe('claiming a popup offer (issue 37)', () => {
  it('stores the claim with the offer named and dated by the server, whatever the browser sent', async () => {
    const payload = await testPayload()
    const email = `claim-${Date.now()}@example.com`
    const firstShownAt = new Date(NOW.getTime() - 2 * H).toISOString()
    const result = await acceptLead(
      payload,
      claim({ popupId: 'credit-500-offer', firstShownAt, name: '$5,000 credit', endsAt: '2030-01-01' }, email),
      NOW,
    )
    expect(result.status).toBe(201)
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      depth: 0,
      overrideAccess: true,
    })
    expect((lead.fields as { offer?: unknown }).offer).toEqual({
      popupId: 'credit-500-offer',
      firstShownAt,
      name: '$500 credit toward your next vehicle, valid 24 hours',
      endsAt: '2026-11-29T19:00:00.000Z',
      endsText: 'Sun, Nov 29, 2026, 1:00 PM CST',
    })
  })

  it('refuses a claim 24 hours after the offer was first shown, storing nothing', async () => {
    const payload = await testPayload()
    const before = await countLeads(payload)
    const firstShownAt = new Date(NOW.getTime() - 24 * H).toISOString()
    const result = await acceptLead(
      payload,
      claim({ popupId: 'credit-500-offer', firstShownAt }, `late-${Date.now()}@example.com`),
      NOW,
    )
    expect(result).toMatchObject({ status: 422, body: { fieldErrors: { offer: 'This offer has ended.' } } })
    expect(await countLeads(payload)).toBe(before)
  })

  it('refuses a claim of a popup past its end date, and of one that does not exist', async () => {
    const payload = await testPayload()
    const popup = await payload.create({
      collection: 'popups',
      data: {
        name: 'Offer claim int: ended campaign',
        popupId: 'int-ended-campaign',
        active: true,
        endsAt: new Date(NOW.getTime() - H).toISOString(),
        conditions: [{}],
        component: { type: 'component', title: 'Ended campaign', innerComponent: 'OfferClaimForm' },
        _status: 'published',
      },
      depth: 0,
      overrideAccess: true,
    })
    try {
      for (const popupId of ['int-ended-campaign', 'no-such-offer']) {
        const result = await acceptLead(payload, claim({ popupId }, `ended-${popupId}@example.com`), NOW)
        expect(result).toMatchObject({ status: 422, body: { fieldErrors: { offer: 'This offer has ended.' } } })
      }
      // Before its end date, the same popup's offer is claimable.
      const earlier = new Date(NOW.getTime() - 2 * H)
      const result = await acceptLead(payload, claim({ popupId: 'int-ended-campaign' }, 'early@example.com'), earlier)
      expect(result.status).toBe(201)
    } finally {
      await payload.delete({ collection: 'popups', id: popup.id, overrideAccess: true })
    }
  })
})
