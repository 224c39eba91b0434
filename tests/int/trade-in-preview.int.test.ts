/**
 * Issue 7 "offer preview": a manager runs a sample vehicle and answers through the DRAFT trade-in
 * settings and sees the offer and its trace beside the published one, before publishing; other
 * roles and shoppers cannot, and a shopper's offer never carries the trace.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { POST } from '@/app/api/trade-in/offer/route'
import { DEMO_USERS } from '@/seed/data/users'

const sample = { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, answers: { '100': 'great', '500': 'none' } }
type Trace = { kind: string; name: string; amount?: number; detail?: string }
type Offer = { kind: string; cashNow?: { finalPrice: number }; trace?: Trace[] }

async function tokenOf(role: 'manager' | 'marketing'): Promise<string> {
  const payload = await testPayload()
  const user = DEMO_USERS.find((u) => u.role === role)!
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: user.password } })
  return token!
}

function post(body: unknown, token?: string): Promise<Response> {
  return POST(new Request('http://localhost:3000/api/trade-in/offer', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  }))
}

let published: Record<string, unknown> | null = null

afterAll(async () => {
  // Publish the settings as they were, so no draft is left for other test files.
  if (!published) return
  const payload = await testPayload()
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...data } = published
  await payload.updateGlobal({ slug: 'offer-settings', data: { ...data, _status: 'published' }, overrideAccess: true })
})

describe('offer preview for managers (issue 7)', () => {
  it('prices the sample with the draft beside the published settings, naming what fired', async () => {
    const payload = await testPayload()
    published = (await payload.findGlobal({ slug: 'offer-settings', depth: 0 })) as unknown as Record<string, unknown>
    const current = await payload.findGlobal({ slug: 'offer-settings', depth: 0 })
    const draftRules = [...(current.bringVehicleIn ?? []).map(({ id: _id, ...r }) => ({ ...r, conditions: (r.conditions ?? []).map(({ id: _cid, ...c }) => c) })), { label: 'Hondas in person this week', conditions: [{ field: 'make', operator: 'in' as const, value: 'Honda' }] }]
    await payload.updateGlobal({ slug: 'offer-settings', data: { bringVehicleIn: draftRules }, draft: true, overrideAccess: true })

    const res = await post({ ...sample, preview: true }, await tokenOf('manager'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { published: Offer; draft: Offer }
    expect(body.published.kind).toBe('offer')
    expect(body.published.cashNow?.finalPrice).toBeGreaterThan(1000)
    expect(body.published.trace?.map((t) => t.kind)).toContain('base')
    expect(body.draft.kind).toBe('bringVehicleIn')
    expect(body.draft.trace).toContainEqual({ kind: 'rule', name: 'Hondas in person this week', detail: 'bringVehicleIn' })

    // Shoppers still get the published offer, without the trace.
    const shopper = await post(sample)
    const offer = (await shopper.json()) as Offer
    expect(offer.kind).toBe('offer')
    expect(offer.cashNow?.finalPrice).toBe(body.published.cashNow?.finalPrice)
    expect(offer).not.toHaveProperty('trace')
  })

  it.each([
    ['marketing', 'marketing' as const],
    ['a shopper', undefined],
  ])('refuses the preview to %s', async (_name, role) => {
    const res = await post({ ...sample, preview: true }, role ? await tokenOf(role) : undefined)
    expect(res.status).toBe(403)
    expect(JSON.stringify(await res.json())).not.toContain('trace')
  })

  it('answers 422 with the field named for a bad sample', async () => {
    const res = await post({ ...sample, vehicle: { ...sample.vehicle, mileage: -1 }, preview: true }, await tokenOf('manager'))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ fieldErrors: { 'vehicle.mileage': 'Mileage cannot be negative.' } })
  })
})
