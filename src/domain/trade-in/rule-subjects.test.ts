import { describe, expect, it } from 'vitest'
import { rulesToRows } from './editor-rules'
import { SAMPLE_OFFER_SETTINGS } from './offer-settings'
import {
  describeCondition,
  findSubject,
  readableTraceName,
  missingAnswers,
  operatorLabel,
  operatorsFor,
  ruleSubjects,
  subjectState,
  type RuleSubject,
} from './rule-subjects'
import { ruleFields } from './rule-validation'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const subjects = ruleSubjects(SEED_QUESTIONNAIRE.questions)
const subject = (id: string) => findSubject(subjects, id) as RuleSubject

describe('ruleSubjects: one catalogue of what a rule can test (issue 20)', () => {
  it.each([
    ['mileage', 'Mileage', 'vehicle', 'number'],
    ['model_year', 'Model year', 'vehicle', 'number'],
    ['make', 'Make', 'vehicle', 'text'],
    ['vehicleAgeYears', 'Vehicle age in years', 'computed', 'number'],
    ['cashNowValue', 'Cash offer before adjustments', 'computed', 'number'],
    ['baseValue', 'Market value before deductions', 'computed', 'number'],
    ['answers.200', 'Has the vehicle been in an accident?', 'question', 'question'],
    ['answers.501', 'About how much is left to pay?', 'question', 'number'],
    ['answers.600', 'Anything else we should know about your vehicle?', 'question', 'text'],
    ['fuel_type', 'Fuel type', 'other', 'text'],
  ])('%s reads "%s" (%s, %s)', (id, label, group, type) => {
    expect(subject(id)).toMatchObject({ id, label, group, type })
  })

  it('lists each choice question with its answers as labels and stored values, several for checkboxes', () => {
    expect(subject('answers.200').answers).toEqual([
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes' },
    ])
    expect(subject('answers.200').multiple).toBe(false)
    expect(subject('answers.203').multiple).toBe(true)
    expect(subject('answers.203').answers?.map((a) => a.label)).toContain('Check engine')
  })

  it('names exactly the fields the engine knows, each once, questions in questionnaire order', () => {
    const ids = subjects.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual([...ruleFields(SEED_QUESTIONNAIRE.questions.map((q) => q.questionId))].sort())
    expect(subjects.filter((s) => s.group === 'question').map((s) => s.id)).toEqual(
      SEED_QUESTIONNAIRE.questions.map((q) => `answers.${q.questionId}`),
    )
  })

  it('knows the subject of every seeded rule', () => {
    const rows = rulesToRows([
      ...SAMPLE_OFFER_SETTINGS.bringVehicleIn,
      ...SAMPLE_OFFER_SETTINGS.cashNow.adjustment.when,
      ...SEED_QUESTIONNAIRE.questions.flatMap((q) =>
        q.answers.flatMap((a) => (a.deduction ?? []).flatMap((d) => d.rules ?? [])),
      ),
    ])
    const fields = rows.flatMap((r) => r.conditions ?? []).map((c) => c.field)
    expect(fields.filter((f) => subjectState(subjects, f) !== 'known')).toEqual([])
  })

  it('skips answers without a value and falls back to the value for an answer without a label', () => {
    const [q] = ruleSubjects([
      {
        questionId: '9',
        text: '  ',
        inputType: 'radio',
        answers: [
          { label: '', value: 'x' },
          { label: 'Blank', value: ' ' },
          { label: null, value: null },
        ],
      },
    ]).filter((s) => s.group === 'question')
    expect(q).toEqual({
      id: 'answers.9',
      label: 'Question 9',
      group: 'question',
      type: 'question',
      answers: [{ value: 'x', label: 'x' }],
      multiple: false,
    })
  })
})

describe('operatorsFor: the operators that fit the subject', () => {
  it.each([
    ['a number', 'mileage', ['>=', '>', '<=', '<', '==', '!=']],
    ['text', 'make', ['==', '!=', 'in', 'not_in', 'includes']],
    ['a one-answer question', 'answers.200', ['==', '!=', 'in', 'not_in']],
    ['a several-answer question', 'answers.203', ['includes', 'in', 'not_in']],
    ['a price question', 'answers.501', ['>=', '>', '<=', '<', '==', '!=']],
  ])('%s', (_name, id, expected) => {
    expect(operatorsFor(subject(id)).map((o) => o.value)).toEqual(expected)
  })

  it.each([
    [undefined, '>=', 'is at least'],
    ['answers.200', '==', 'is'],
    ['answers.200', '=', 'is'],
    ['answers.203', 'in', 'includes any of'],
    ['make', 'includes', 'contains'],
    ['make', '~', '~'],
  ])('%s %s reads "%s"', (id, operator, label) => {
    expect(operatorLabel(id ? subject(id) : undefined, operator)).toBe(label)
  })

  it('offers every operator once for an unknown subject', () => {
    expect(operatorsFor(undefined).map((o) => o.value)).toEqual([
      '<',
      '<=',
      '>',
      '>=',
      '==',
      '!=',
      'in',
      'not_in',
      'includes',
    ])
  })
})

describe('stored conditions in words', () => {
  it.each([
    [{ field: 'answers.200', operator: '==', value: 'yes' }, 'Has the vehicle been in an accident? is Yes'],
    [
      { field: 'answers.100', operator: 'in', value: 'fair, poor' },
      'What is the overall condition of your vehicle? is one of Fair, Poor',
    ],
    [{ field: 'mileage', operator: '>=', value: '160000' }, 'Mileage is at least 160000'],
    [{ field: 'make', operator: 'in', value: 'Tesla, Maserati' }, 'Make is one of Tesla, Maserati'],
    [
      { field: 'answers.300', operator: '==', value: 'maybe' },
      'Does the vehicle have hail damage or rust? is a deleted answer "maybe"',
    ],
    [{ field: 'answers.999', operator: '==', value: 'yes' }, 'A deleted question is yes'],
    [{ field: 'milage', operator: '>=', value: '1' }, 'Unknown subject "milage" is at least 1'],
    [{ field: '', operator: null, value: null }, '(no subject) ?'],
  ])('%j', (condition, text) => {
    expect(describeCondition(subjects, condition)).toBe(text)
  })

  it.each([
    ['answers.200', 'yes', []],
    ['answers.200', 'YES', []],
    ['answers.200', 'yes, maybe, never', ['maybe', 'never']],
    ['answers.501', '5000', []],
    ['make', 'Tesla', []],
  ])('%s %j misses answers %j', (id, value, missing) => {
    expect(missingAnswers(subject(id), value)).toEqual(missing)
  })

  it.each([
    ['mileage', 'known'],
    ['answers.200', 'known'],
    [' answers.200 ', 'known'],
    ['answers.999', 'deleted-question'],
    ['milage', 'unknown'],
    ['', 'empty'],
    [null, 'empty'],
  ])('%j is %s', (id, state) => {
    expect(subjectState(subjects, id)).toBe(state)
  })
})

describe('trace lines in words', () => {
  it.each([
    ['Question 200: Yes', 'Has the vehicle been in an accident?: Yes'],
    ['Question 999: Yes', 'Question 999: Yes'],
    ['Cash-now adjustment', 'Cash-now adjustment'],
  ])('%s', (name, text) => {
    expect(readableTraceName(subjects, name)).toBe(text)
  })
})
