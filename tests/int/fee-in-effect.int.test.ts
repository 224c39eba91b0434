/**
 * Issue 37: "the documentary fee in effect (367.7, per its effective date)" (decision 0331). A
 * manager enters next year's fee with its date ahead of time and keeps this year's as the fee
 * "before that date": until midnight of that date (Central time) every estimate, the out-the-door
 * figure and the figure a vehicle lead carries to the CRM charge this year's fee; from then on the
 * new one, "in effect since" its date. A page cached before the switch does not outlive it. The
 * dealership profile's fee fields are written back in `finally`.
 */
import '../support/lead-test-env'
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { loadFinanceView } from '@/data/finance-settings'
import { acceptLead } from '@/services/leads/accept-lead'
import { contentExpiry, resetContentChanges } from '@/services/page-cache/content-expiry'
import { CONTACT, leadRequest } from './lead-helpers'

const FEE_FIELDS = ['documentaryFee', 'feeEffectiveDate', 'previousDocumentaryFee'] as const

describe('a documentary fee entered before its effective date', () => {
  it('charges the fee before that date until midnight of the date, then the new fee with its date', async () => {
    const payload = await testPayload()
    const before = (await payload.findGlobal({
      slug: 'dealership-settings',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    const kept = Object.fromEntries(FEE_FIELDS.map((f) => [f, before[f] ?? null]))
    // Tomorrow on the dealership's clock, far enough from midnight that the day is the same in UTC.
    const now = new Date()
    const tomorrow = new Date(now.getTime() + 36 * 3600_000).toISOString().slice(0, 10)
    try {
      await payload.updateGlobal({
        slug: 'dealership-settings',
        data: { documentaryFee: 377.21, feeEffectiveDate: `${tomorrow}T12:00:00.000Z`, previousDocumentaryFee: 367.7 },
        overrideAccess: true,
      })
      resetContentChanges()

      const today = (await loadFinanceView(payload, now)).settings
      expect([today.documentaryFee, today.feeEffectiveDate]).toEqual([367.7, null])
      // The switch is noted: a page rendered now is not kept past midnight of the date.
      const switchAt = new Date(`${tomorrow}T00:00:00-06:00`).getTime()
      const dst = new Date(`${tomorrow}T00:00:00-05:00`).getTime()
      expect([switchAt, dst]).toContain(contentExpiry(now.getTime() + 7 * 86_400_000, now.getTime()))

      const later = (await loadFinanceView(payload, new Date(now.getTime() + 3 * 86_400_000))).settings
      expect([later.documentaryFee, later.feeEffectiveDate]).toEqual([377.21, tomorrow])

      // A vehicle lead sent today carries today's fee to the CRM.
      const { docs } = await payload.find({
        collection: 'vehicles',
        where: { and: [{ price: { greater_than: 0 } }, { store: { exists: true } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const v = docs[0]
      const vehicle = { vin: v.vin, year: v.year, make: v.make, model: v.model, condition: v.condition, price: v.price }
      const result = await acceptLead(
        payload,
        leadRequest({
          formType: 'CONTACT_SALES',
          data: { ...CONTACT, email: `fee-${Date.now()}@example.com`, vehicle },
        }),
        now,
      )
      expect(result.status).toBe(201)
      const lead = await payload.findByID({ collection: 'leads', id: result.body.id as number, overrideAccess: true })
      const lines = (lead.fields as { vehicle: { outTheDoor: { lines: { label: string; amountCents: number }[] } } })
        .vehicle.outTheDoor.lines
      expect(lines.find((l) => l.label.startsWith('Documentary fee'))).toEqual({
        label: 'Documentary fee',
        amountCents: 36_770,
      })
    } finally {
      await payload.updateGlobal({ slug: 'dealership-settings', data: kept, overrideAccess: true })
      resetContentChanges()
    }
  })
})
