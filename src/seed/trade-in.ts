import type { Payload } from 'payload'
import { SEED_QUESTIONNAIRE } from '@/domain/trade-in/seed-questionnaire'
import { SAMPLE_OFFER_SETTINGS } from '@/domain/trade-in/offer-settings'
import { rulesToRows as toRows } from '@/domain/trade-in/editor-rules'

// The admin's select narrows operators to the listed ones; the seed's rules use only those.
const rulesToRows = (rules: Parameters<typeof toRows>[0]) => toRows(rules) as never

/** The spec's questionnaire and offer settings (site.md sections 4 and 9), published. Idempotent. */
export async function seedTradeIn(payload: Payload): Promise<number> {
  let created = 0
  for (const [sortOrder, q] of SEED_QUESTIONNAIRE.questions.entries()) {
    const exists = await payload.count({
      collection: 'trade-in-questions',
      where: { questionId: { equals: q.questionId } },
    })
    if (exists.totalDocs) continue
    await payload.create({
      collection: 'trade-in-questions',
      depth: 0,
      data: {
        questionId: q.questionId,
        text: q.text,
        inputType: q.inputType,
        required: q.required,
        sortOrder,
        condition: q.condition ? { questionId: q.condition.questionId, answers: q.condition.answers } : undefined,
        answers: q.answers.map((a) => ({
          label: a.label,
          value: a.value,
          description: a.description,
          deductions: (a.deduction ?? []).map((d) => ({
            amount: d.amount,
            percent: d.percent,
            logic: d.logic ?? 'and',
            rules: rulesToRows(d.rules),
          })),
        })),
        _status: 'published',
      },
    })
    created++
  }
  for (const [sortOrder, c] of SEED_QUESTIONNAIRE.categories.entries()) {
    const exists = await payload.count({
      collection: 'trade-in-categories',
      where: { categoryId: { equals: c.categoryId } },
    })
    if (exists.totalDocs) continue
    await payload.create({
      collection: 'trade-in-categories',
      depth: 0,
      data: { ...c, sortOrder, _status: 'published' },
    })
  }
  const current = await payload.findGlobal({ slug: 'offer-settings', depth: 0 })
  if (!current.cashNow?.priceKey) {
    const s = SAMPLE_OFFER_SETTINGS
    await payload.updateGlobal({
      slug: 'offer-settings',
      depth: 0,
      data: {
        bringVehicleIn: rulesToRows(s.bringVehicleIn),
        cashNow: {
          priceKey: s.cashNow.priceKey,
          minimum: s.cashNow.minimum,
          belowMinimum: s.cashNow.belowMinimum,
          adjustmentPercent: s.cashNow.adjustment.percent,
          adjustmentWhen: rulesToRows(s.cashNow.adjustment.when),
        },
        moreCashLater: {
          priceKey: s.moreCashLater.priceKey,
          minVehicleAgeYears: s.moreCashLater.minVehicleAgeYears,
          reservePercent: s.moreCashLater.reservePercent,
          profitSharePercent: s.moreCashLater.profitSharePercent,
          reconditionMinimum: s.moreCashLater.reconditionMinimum,
          advertisingBase: s.moreCashLater.advertising.base,
          advertisingPercent: s.moreCashLater.advertising.percent,
          stepPayments: s.moreCashLater.stepPayments,
          additionalPayments: s.moreCashLater.additionalPayments,
        },
        validityDays: s.validityDays,
        _status: 'published',
      },
    })
  }
  return created
}
