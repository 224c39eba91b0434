import { describe, expect, it } from 'vitest'
import { firstStepWithError, keepVisibleAnswers, wizardFieldErrors, wizardSteps } from './wizard'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const { questions, categories } = SEED_QUESTIONNAIRE
const describeSteps = (answers: Record<string, unknown>) =>
  wizardSteps(questions, categories, answers).map((s) =>
    s.kind === 'category' ? `${s.category.categoryId}:${s.questions.map((q) => q.questionId).join(',')}` : s.kind,
  )

describe('wizardSteps', () => {
  it.each([
    ['great condition reveals nothing extra', { '100': 'great' }],
    ['good reveals 200-205', { '100': 'good' }],
    ['fair also reveals 300 and 301', { '100': 'fair' }],
    ['poor also reveals 400-403', { '100': 'poor' }],
    ['a loan reveals the remaining balance', { '100': 'great', '500': 'loan' }],
  ] as [string, Record<string, string>][])('%s', (_name, answers) => {
    const steps = describeSteps(answers)
    expect(steps[0]).toBe('vehicle')
    expect(steps.slice(-2)).toEqual(['contact', 'offer'])
    const shown = steps.join(' ')
    expect(shown.includes('200')).toBe(answers['100'] !== 'great')
    expect(shown.includes('300')).toBe(['fair', 'poor'].includes(answers['100']))
    expect(shown.includes('400')).toBe(answers['100'] === 'poor')
    expect(shown.includes('501')).toBe(answers['500'] === 'loan')
  })
})

describe('keepVisibleAnswers', () => {
  it('drops answers to questions hidden by a changed earlier answer', () => {
    expect(keepVisibleAnswers(questions, { '100': 'great', '200': 'yes', '500': 'none' })).toEqual({
      '100': 'great',
      '500': 'none',
    })
  })
})

describe('server errors shown at their fields (issue 36)', () => {
  it("names the server's fields as the wizard does", () => {
    expect(
      wizardFieldErrors({
        'sellVehicle.mileage': 'm',
        'sellVehicle.trim': 't',
        'vehicle.year': 'y',
        'answers.501': 'a',
        email: 'e',
        'visit.time': 'v',
      }),
    ).toEqual({
      'vehicle.mileage': 'm',
      'vehicle.series': 't',
      'vehicle.year': 'y',
      '501': 'a',
      email: 'e',
      'visit.time': 'v',
    })
  })

  const steps = wizardSteps(questions, categories, { '100': 'great', '500': 'loan' })
  const kindAt = (index: number) => {
    const step = steps[index]
    return step === undefined ? 'none' : step.kind === 'category' ? step.category.categoryId : step.kind
  }
  const categoryOf501 = categories.find((c) => c.questionsIds.includes('501'))?.categoryId

  it.each([
    ['a vehicle field', { 'vehicle.mileage': 'm' }, 'vehicle'],
    ['an answer', { '501': 'a' }, categoryOf501],
    ['a contact field', { email: 'e' }, 'contact'],
    ['the visit', { 'visit.date': 'd' }, 'offer'],
    ['the earliest of several', { email: 'e', 'vehicle.year': 'y', 'visit.time': 'v' }, 'vehicle'],
    ['a field no step shows', { url: 'u' }, 'none'],
    ['an answer to a hidden question', { '200': 'a' }, 'none'],
  ])('%s -> its step', (_name, errors, expected) => {
    expect(kindAt(firstStepWithError(steps, errors))).toBe(expected)
  })
})
