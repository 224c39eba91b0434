import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { seed } from '@/seed'
import { checkVin } from '@/domain/vehicles/vin'
import { seedEmailRouting } from '@/seed/email-routing'

describe('demo content (issue 2)', () => {
  it('has four stores, two in Illinois and two in Indiana', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'locations', limit: 10 })
    expect(docs).toHaveLength(4)
    expect(docs.filter((d) => d.state === 'IL')).toHaveLength(2)
    expect(docs.filter((d) => d.state === 'IN')).toHaveLength(2)
  })

  it('gives every vehicle a VIN that passes the check digit', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'vehicles', pagination: false, select: { vin: true } })
    expect(docs.length).toBeGreaterThan(0)
    for (const v of docs) expect(checkVin(v.vin)).toMatchObject({ ok: true })
  })

  it('has 35 reviews from Google and Facebook', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'reviews', pagination: false })
    expect(docs).toHaveLength(35)
    expect(new Set(docs.map((r) => r.platform))).toEqual(new Set(['google', 'facebook']))
  })

  it('does not duplicate anything when run twice', async () => {
    const payload = await testPayload()
    const collections = [
      'users',
      'locations',
      'vehicles',
      'reviews',
      'faqs',
      'articles',
      'staff',
      'promotions',
      'media',
    ] as const
    const before = await Promise.all(collections.map((c) => payload.count({ collection: c })))
    await seed(payload, { vehicles: 40, layer: 'production', log: () => undefined })
    const after = await Promise.all(collections.map((c) => payload.count({ collection: c })))
    expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
  })

  it('starts the dealership profile from the production layer', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'dealership-settings' })
    expect(settings.liveConditions).toEqual(['used'])
    expect(settings.documentaryFee).toBe(367.7)
  })
  it('seeds lead e-mail routing once: ADF to the CRM for sales forms, text for the rest; an edited table is kept', async () => {
    const payload = await testPayload()
    // Other lead tests may have cleared the table; start from the empty state a new site has.
    await payload.updateGlobal({ slug: 'email-routing', data: { rules: [] }, overrideAccess: true })
    expect(await seedEmailRouting(payload)).toBe(true)
    const rules = (await payload.findGlobal({ slug: 'email-routing', overrideAccess: true })).rules ?? []
    const byType = Object.fromEntries(rules.map((r) => [r.formType, r]))
    for (const formType of [
      'SCHEDULE_TEST_DRIVE',
      'SELL_OR_TRADE',
      'CONTACT_SALES',
      'UNLOCK_INVENTORY',
      'FULL_CREDIT_APP',
    ]) {
      expect(byType[formType]).toMatchObject({ type: 'adf', recipients: [{ email: 'crm@midwestmotorgroup.example' }] })
    }
    for (const formType of ['CAREERS', 'SERVICE', 'REFERRAL', 'STAFF_MEMBER', 'CONTACT_GENERAL'])
      expect(byType[formType]?.type).toBe('text')
    expect(byType.CAREERS?.recipients?.map((r) => r.email)).toEqual(['careers@midwestmotorgroup.example'])

    expect(await seedEmailRouting(payload)).toBe(false)
    expect((await payload.findGlobal({ slug: 'email-routing', overrideAccess: true })).rules).toHaveLength(rules.length)
    await payload.updateGlobal({
      slug: 'email-routing',
      data: { rules: [{ formType: 'SERVICE', type: 'text', subject: 'Edited' }] },
      overrideAccess: true,
    })
    expect(await seedEmailRouting(payload)).toBe(false)
    expect(
      (await payload.findGlobal({ slug: 'email-routing', overrideAccess: true })).rules?.map((r) => r.subject),
    ).toEqual(['Edited'])
    await payload.updateGlobal({ slug: 'email-routing', data: { rules: [] }, overrideAccess: true })
    await seedEmailRouting(payload)
  })

  it('gives every store its own lead inbox', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'locations', limit: 10, overrideAccess: true })
    expect(docs.map((d) => d.email)).toEqual(docs.map((d) => `${d.storeId}@midwestmotorgroup.example`))
  })
})
