/**
 * Issue 7 "offer preview": a manager runs a sample vehicle and answers through the DRAFT trade-in
 * settings and sees the offer and its trace beside the published one, before publishing; other
 * roles and shoppers cannot, and a shopper's offer never carries the trace.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { POST } from '@/app/api/trade-in/offer/route'
import { POST as PREVIEW } from '@/app/api/trade-in/offer-preview/route'
import { DEMO_USERS } from '@/seed/data/users'

const sample = {
  vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 },
  answers: { '100': 'great', '500': 'none' },
}
type Trace = { kind: string; name: string; amount?: number; detail?: string }
type Offer = { kind: string; cashNow?: { finalPrice: number }; trace?: Trace[] }

async function tokenOf(role: 'manager' | 'marketing'): Promise<string> {
  const payload = await testPayload()
  const user = DEMO_USERS.find((u) => u.role === role)!
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: user.password } })
  return token!
}

function post(body: unknown, token?: string): Promise<Response> {
  return POST(
    new Request('http://localhost:3000/api/trade-in/offer', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
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
    const draftRules = [
      ...(current.bringVehicleIn ?? []).map(({ id: _id, ...r }) => ({
        ...r,
        conditions: (r.conditions ?? []).map(({ id: _cid, ...c }) => c),
      })),
      { label: 'Hondas in person this week', conditions: [{ field: 'make', operator: 'in' as const, value: 'Honda' }] },
    ]
    await payload.updateGlobal({
      slug: 'offer-settings',
      data: { bringVehicleIn: draftRules },
      draft: true,
      overrideAccess: true,
    })

    const res = await post({ ...sample, preview: true }, await tokenOf('manager'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { published: Offer; draft: Offer }
    expect(body.published.kind).toBe('offer')
    expect(body.published.cashNow?.finalPrice).toBeGreaterThan(1000)
    expect(body.published.trace?.map((t) => t.kind)).toContain('base')
    expect(body.draft.kind).toBe('bringVehicleIn')
    expect(body.draft.trace).toContainEqual({
      kind: 'rule',
      name: 'Hondas in person this week',
      detail: 'bringVehicleIn',
    })

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
    const res = await post(
      { ...sample, vehicle: { ...sample.vehicle, mileage: -1 }, preview: true },
      await tokenOf('manager'),
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ fieldErrors: { 'vehicle.mileage': 'Mileage cannot be negative.' } })
  })
})

describe('the offer preview beside the rule editor (issue 20)', () => {
  type Sample = { id: string; published: Offer; draft: Offer }
  function preview(body: unknown, token?: string): Promise<Response> {
    return PREVIEW(
      new Request('http://localhost:3000/api/trade-in/offer-preview', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          ...(token ? { authorization: `JWT ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    )
  }
  const accord = (samples: Sample[]) => samples.find((s) => s.id === 'accord-accident')!

  it('prices the samples with the document on screen, unsaved, beside the published settings', async () => {
    const payload = await testPayload()
    const token = await tokenOf('manager')
    // The form holds the whole document; it starts from the published one here.
    const settings = await payload.findGlobal({ slug: 'offer-settings', depth: 0 })
    const saved = await payload.findGlobal({ slug: 'offer-settings', depth: 0, draft: true })
    const cashNow = {
      ...settings.cashNow,
      adjustmentWhen: [
        ...(settings.cashNow?.adjustmentWhen ?? []),
        { label: 'Accident', conditions: [{ field: 'answers.200', operator: '==', value: 'yes' }] },
      ],
    }
    const res = await preview({ edit: { kind: 'offer-settings', doc: { ...settings, cashNow } } }, token)
    expect(res.status).toBe(200)
    const { samples } = (await res.json()) as { samples: Sample[] }
    expect(samples.map((s) => s.id)).toEqual(['accord-accident', 'camry-great', 'f150-worn'])
    const { published, draft } = accord(samples)
    expect(published.trace).not.toContainEqual(expect.objectContaining({ name: 'Accident' }))
    expect(draft.trace).toContainEqual({ kind: 'rule', name: 'Accident', detail: 'cash-now adjustment' })
    expect(draft.cashNow!.finalPrice).toBeLessThan(published.cashNow!.finalPrice)
    // Nothing was saved.
    expect(await payload.findGlobal({ slug: 'offer-settings', depth: 0, draft: true })).toEqual(saved)
  })

  it('takes a question as the form holds it: a threshold changed on screen moves the deduction', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'trade-in-questions',
      where: { questionId: { equals: '200' } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    const question = docs[0]
    const answers = (question.answers ?? []).map((a) => ({
      ...a,
      deductions: (a.deductions ?? []).map((d) => ({
        ...d,
        rules: (d.rules ?? []).map((r) => ({
          ...r,
          conditions: (r.conditions ?? []).map((c) => ({ ...c, value: '14000' })),
        })),
      })),
    }))
    // An array without rows arrives as its row count, as the admin form holds it.
    const res = await preview(
      {
        edit: {
          kind: 'question',
          id: question.id,
          doc: { ...question, answers: answers.map((a) => (a.deductions.length ? a : { ...a, deductions: 0 })) },
        },
      },
      await tokenOf('manager'),
    )
    expect(res.status).toBe(200)
    const { published, draft } = accord(((await res.json()) as { samples: Sample[] }).samples)
    expect(published.trace).toContainEqual(
      expect.objectContaining({ kind: 'deduction', name: 'Question 200: Yes', detail: '5% of 14450' }),
    )
    expect(draft.trace).toContainEqual(
      expect.objectContaining({ kind: 'deduction', name: 'Question 200: Yes', detail: '12% of 14450' }),
    )
  })

  it.each([
    ['marketing', 'marketing' as const, 403],
    ['a shopper', undefined, 403],
  ])('refuses %s', async (_name, role, status) => {
    const res = await preview({}, role ? await tokenOf(role) : undefined)
    expect(res.status).toBe(status)
  })

  it('answers 422 for an edit it cannot read', async () => {
    expect((await preview({ edit: { kind: 'users', doc: {} } }, await tokenOf('manager'))).status).toBe(422)
  })
})
