import { describe, expect, it } from 'vitest'
import { keepVisibleAnswers, wizardSteps } from './wizard'
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
