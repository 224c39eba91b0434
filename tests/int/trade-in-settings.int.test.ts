/**
 * Issue 7: managers retune trade-in questions and offer rules in the admin without a deploy;
 * marketing cannot; a rule the engine could not evaluate is refused on save with a clear message.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { loadOfferSettings } from '@/data/trade-in/offer-settings'
import { evaluateOffer } from '@/domain/trade-in/offer'
import { SAMPLE_OFFER_SETTINGS } from '@/domain/trade-in/offer-settings'

const vehicle = { make: 'Honda', model: 'Accord', model_year: 2019, mileage: 60000 }
const valuation = {
  adjusted_whole_avg: 20000,
  adjusted_whole_clean: 21000,
  adjusted_whole_rough: 18000,
  adjusted_retail_avg: 24000,
}
const answersWithAccident = {
  '100': 'good',
  '200': 'yes',
  '201': 'no',
  '202': 'two_or_more',
  '203': 'none',
  '204': 'good',
  '205': 'like_new',
  '500': 'none',
}
const now = new Date('2026-11-22T12:00:00Z')

async function userByRole(role: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1 })
  return { ...docs[0], collection: 'users' as const }
}

/** Question 200's answers as seeded, put back after the file so later files price with the seed. */
let question200Answers: unknown = null

/** A copy without the array rows' ids (saving them again would collide with the rows saved since). */
const withoutRowIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutRowIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([k]) => k !== 'id')
            .map(([k, v]) => [k, withoutRowIds(v)]),
        )
      : value

afterAll(async () => {
  if (!question200Answers) return
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'trade-in-questions',
    where: { questionId: { equals: '200' } },
    limit: 1,
    depth: 0,
  })
  await payload.update({
    collection: 'trade-in-questions',
    id: docs[0].id,
    data: { answers: withoutRowIds(question200Answers) as never, _status: 'published' },
    overrideAccess: true,
  })
})

describe('trade-in settings in the admin (issue 7)', () => {
  it("seeds settings that price offers exactly like the engine's sample settings", async () => {
    const payload = await testPayload()
    const stored = await loadOfferSettings(payload)
    expect(stored.questions.map((q) => q.questionId)).toEqual(SAMPLE_OFFER_SETTINGS.questions.map((q) => q.questionId))
    const fromDb = evaluateOffer(stored, vehicle, valuation, answersWithAccident, now)
    const fromSample = evaluateOffer(SAMPLE_OFFER_SETTINGS, vehicle, valuation, answersWithAccident, now)
    expect(fromDb).toEqual(fromSample)
    expect(fromDb.kind).toBe('offer')
  })

  it('changes the next offer when a manager edits a deduction, and only once it is published', async () => {
    const payload = await testPayload()
    const manager = await userByRole('manager')
    const before = evaluateOffer(await loadOfferSettings(payload), vehicle, valuation, answersWithAccident, now)
    const { docs } = await payload.find({
      collection: 'trade-in-questions',
      where: { questionId: { equals: '200' } },
      limit: 1,
      depth: 0,
    })
    const question = docs[0]
    question200Answers = question.answers
    const answers = (question.answers ?? []).map((a) =>
      a.value === 'yes'
        ? { ...a, deductions: (a.deductions ?? []).map((d) => (d.percent === 12 ? { ...d, percent: 20 } : d)) }
        : a,
    )
    await payload.update({
      collection: 'trade-in-questions',
      id: question.id,
      data: { answers },
      draft: true,
      user: manager,
      overrideAccess: false,
    })
    const draftOffer = evaluateOffer(
      await loadOfferSettings(payload, { draft: true }),
      vehicle,
      valuation,
      answersWithAccident,
      now,
    )
    const publishedStill = evaluateOffer(await loadOfferSettings(payload), vehicle, valuation, answersWithAccident, now)
    expect(publishedStill).toEqual(before)
    await payload.update({
      collection: 'trade-in-questions',
      id: question.id,
      data: { answers, _status: 'published' },
      user: manager,
      overrideAccess: false,
    })
    const after = evaluateOffer(await loadOfferSettings(payload), vehicle, valuation, answersWithAccident, now)
    expect(after).toEqual(draftOffer)
    if (before.kind !== 'offer' || after.kind !== 'offer') throw new Error('expected priced offers')
    // 20 percent of a 20000 base instead of 12 percent: 1600 dollars less.
    expect(before.cashNow.finalPrice - after.cashNow.finalPrice).toBe(1600)
  })

  it('does not let marketing edit questions or offer settings', async () => {
    const payload = await testPayload()
    const marketing = await userByRole('marketing')
    const { docs } = await payload.find({ collection: 'trade-in-questions', limit: 1, depth: 0 })
    await expect(
      payload.update({
        collection: 'trade-in-questions',
        id: docs[0].id,
        data: { text: 'Hacked?' },
        user: marketing,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.updateGlobal({
        slug: 'offer-settings',
        data: { validityDays: 30 },
        user: marketing,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('refuses a rule on an unknown field, saying which rule and why', async () => {
    const payload = await testPayload()
    const manager = await userByRole('manager')
    const current = await payload.findGlobal({ slug: 'offer-settings', depth: 0 })
    const bringVehicleIn = [
      ...(current.bringVehicleIn ?? []),
      { label: 'Typo', conditions: [{ field: 'milage', operator: '>=' as const, value: '100' }] },
    ]
    const position = bringVehicleIn.length
    const error = await payload
      .updateGlobal({ slug: 'offer-settings', data: { bringVehicleIn }, user: manager, overrideAccess: false })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(messagesOf(error)).toEqual([`Bring the vehicle in: Rule ${position} "Typo": unknown field "milage"`])
    const unchanged = await payload.findGlobal({ slug: 'offer-settings', depth: 0 })
    expect(unchanged.bringVehicleIn).toHaveLength(current.bringVehicleIn?.length ?? 0)
  })

  it('refuses a deduction rule the engine could not evaluate, naming the answer and the rule', async () => {
    const payload = await testPayload()
    const manager = await userByRole('manager')
    const { docs } = await payload.find({
      collection: 'trade-in-questions',
      where: { questionId: { equals: '201' } },
      limit: 1,
      depth: 0,
    })
    const question = docs[0]
    const answers = (question.answers ?? []).map((a) =>
      a.value === 'yes'
        ? {
            ...a,
            deductions: [
              {
                amount: 500,
                logic: 'and' as const,
                rules: [
                  {
                    label: 'Pricey',
                    conditions: [{ field: 'baseValue', operator: '>=' as const, value: 'fifteen thousand' }],
                  },
                ],
              },
            ],
          }
        : a,
    )
    const error = await payload
      .update({
        collection: 'trade-in-questions',
        id: question.id,
        data: { answers },
        user: manager,
        overrideAccess: false,
      })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(messagesOf(error)).toEqual([
      'Answer "Yes", deduction 1: Rule 1 "Pricey": operator ">=" needs a number, got "fifteen thousand"',
    ])
    const unchanged = await payload.findByID({ collection: 'trade-in-questions', id: question.id, depth: 0 })
    expect(unchanged.answers).toEqual(question.answers)
  })
})

describe('rules that test deleted questions or answers (issue 20)', () => {
  type Row = {
    id?: string | null
    label?: string | null
    conditions?: { id?: string | null; field: string; operator: string; value?: string | null }[] | null
  }
  const plain = (rows: Row[] | null | undefined) =>
    (rows ?? []).map(({ id: _id, ...r }) => ({ ...r, conditions: (r.conditions ?? []).map(({ id: _cid, ...c }) => c) }))

  it('saves them in a draft, refuses to publish them naming the rule, and publishes once they are fixed', async () => {
    const payload = await testPayload()
    const manager = await userByRole('manager')
    const published = await payload.findGlobal({ slug: 'offer-settings', depth: 0 })
    const temporary = await payload.create({
      collection: 'trade-in-questions',
      data: {
        questionId: '990',
        text: 'Has the vehicle been to the moon?',
        inputType: 'radio',
        required: false,
        sortOrder: 99,
        answers: [
          { label: 'No', value: 'no' },
          { label: 'Yes', value: 'yes' },
        ],
        _status: 'published',
      },
      user: manager,
      overrideAccess: false,
    })
    const base = plain(published.bringVehicleIn as Row[])
    const rows = [
      ...base,
      { label: 'Moon cars', conditions: [{ field: 'answers.990', operator: '==', value: 'yes' }] },
      { label: 'Maybe accidents', conditions: [{ field: 'answers.200', operator: 'in', value: 'yes, maybe' }] },
    ] as never
    try {
      await payload.delete({ collection: 'trade-in-questions', id: temporary.id, user: manager, overrideAccess: false })
      await payload.updateGlobal({
        slug: 'offer-settings',
        data: { bringVehicleIn: rows, _status: 'draft' },
        draft: true,
        user: manager,
        overrideAccess: false,
      })
      const draft = await payload.findGlobal({ slug: 'offer-settings', depth: 0, draft: true })
      expect(draft.bringVehicleIn?.map((r) => r.label)).toContain('Moon cars')

      const error = await payload
        .updateGlobal({
          slug: 'offer-settings',
          data: { bringVehicleIn: rows, _status: 'published' },
          user: manager,
          overrideAccess: false,
        })
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect(messagesOf(error)).toEqual([
        `Bring the vehicle in: Rule ${base.length + 1} "Moon cars": tests a question that was deleted; choose another subject or remove the rule`,
        `Bring the vehicle in: Rule ${base.length + 2} "Maybe accidents": tests an answer of "Has the vehicle been in an accident?" that was deleted (stored as "maybe"); choose one of its answers`,
      ])
      expect((await payload.findGlobal({ slug: 'offer-settings', depth: 0 })).bringVehicleIn).toHaveLength(base.length)
    } finally {
      await payload.updateGlobal({
        slug: 'offer-settings',
        data: { bringVehicleIn: base as never, _status: 'published' },
        user: manager,
        overrideAccess: false,
      })
    }
    expect((await payload.findGlobal({ slug: 'offer-settings', depth: 0, draft: true })).bringVehicleIn).toHaveLength(
      base.length,
    )
  })

  it('refuses to publish a deduction rule on a deleted answer of the question itself', async () => {
    const payload = await testPayload()
    const manager = await userByRole('manager')
    const { docs } = await payload.find({
      collection: 'trade-in-questions',
      where: { questionId: { equals: '202' } },
      limit: 1,
      depth: 0,
    })
    const question = docs[0]
    // "One key" costs more when the overall condition is "Excellent", an answer question 100 does not have.
    const answers = (question.answers ?? []).map((a) =>
      a.value === 'one'
        ? {
            ...a,
            deductions: [
              {
                amount: 300,
                logic: 'and' as const,
                rules: [
                  {
                    label: 'Excellent cars',
                    conditions: [{ field: 'answers.100', operator: '==' as const, value: 'excellent' }],
                  },
                ],
              },
              ...(a.deductions ?? []),
            ],
          }
        : a,
    )
    await payload.update({
      collection: 'trade-in-questions',
      id: question.id,
      data: { answers, _status: 'draft' },
      draft: true,
      user: manager,
      overrideAccess: false,
    })
    try {
      const error = await payload
        .update({
          collection: 'trade-in-questions',
          id: question.id,
          data: { answers, _status: 'published' },
          user: manager,
          overrideAccess: false,
        })
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect(messagesOf(error)).toEqual([
        'Answer "One", deduction 1: Rule 1 "Excellent cars": tests an answer of "What is the overall condition of your vehicle?" that was deleted (stored as "excellent"); choose one of its answers',
      ])
    } finally {
      await payload.update({
        collection: 'trade-in-questions',
        id: question.id,
        data: { answers: question.answers, _status: 'published' },
        user: manager,
        overrideAccess: false,
      })
    }
  })
})

/** The messages of a Payload ValidationError, as the admin shows them beside the fields. */
function messagesOf(error: unknown): string[] {
  expect(error).toBeInstanceOf(Error)
  const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
  return errors.map((e) => e.message)
}
