import { describe, expect, it } from 'vitest'
import { evaluateOffer } from './offer'
import { offerRequestSchema } from './offer-request'
import { SAMPLE_OFFER_SETTINGS } from './offer-settings'
import { PREVIEW_SAMPLES, previewRequestSchema } from './preview-samples'
import { validateAnswers } from './questionnaire'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const now = new Date('2026-11-24T12:00:00Z')

describe('sample trade-ins beside the rule editor (issue 20)', () => {
  it.each(PREVIEW_SAMPLES.map((s) => [s.label, s] as const))(
    '%s is a valid request for the seeded questionnaire',
    (_label, sample) => {
      expect(offerRequestSchema(now).safeParse({ vehicle: sample.vehicle, answers: sample.answers }).success).toBe(true)
      expect(validateAnswers(SEED_QUESTIONNAIRE.questions, sample.answers)).toEqual({ ok: true })
    },
  )

  it("together fire the spec's deduction threshold, the older high-mileage adjustment and more cash later", () => {
    const values: Record<string, number> = { 'accord-accident': 14450, 'camry-great': 6950, 'f150-worn': 13500 }
    const traces = PREVIEW_SAMPLES.map((s) => {
      const v = { make: s.vehicle.make, model: s.vehicle.model, model_year: s.vehicle.year, mileage: s.vehicle.mileage }
      const base = values[s.id]
      const offer = evaluateOffer(
        SAMPLE_OFFER_SETTINGS,
        v,
        { adjusted_whole_avg: base, adjusted_retail_avg: Math.round(base * 1.3) },
        s.answers,
        now,
      )
      return offer.trace.map((t) => `${t.kind}: ${t.name} ${t.detail ?? ''}`).join('\n')
    }).join('\n')
    expect(traces).toContain('deduction: Question 200: Yes 5% of 14450')
    expect(traces).toContain('rule: Older high-mileage vehicle')
    expect(traces).toContain('reserve:')
  })

  it.each([
    [{}, true],
    [{ edit: { kind: 'question', id: 3, doc: { text: 'x' } } }, true],
    [{ edit: { kind: 'question', id: null, doc: {} } }, true],
    [{ edit: { kind: 'offer-settings', doc: { validityDays: 7 } } }, true],
    [{ edit: { kind: 'users', doc: {} } }, false],
    [{ edit: { kind: 'question', doc: [] } }, false],
  ])('preview request %j is accepted: %s', (body, ok) => {
    expect(previewRequestSchema.safeParse(body).success).toBe(ok)
  })
})
