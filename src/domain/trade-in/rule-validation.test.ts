import { describe, expect, it } from 'vitest'
import { SAMPLE_OFFER_SETTINGS } from './offer-settings'
import { ruleFields, validateRule, validateRules } from './rules'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const fields = ruleFields(['200', '300'])

describe('validateRule (admin refuses bad rules on save)', () => {
  it.each([
    ['a good rule', { field: 'make', operator: 'in', value: ['Tesla'] }, 1, null],
    ['an answer field of a known question', { field: 'answers.300', operator: '==', value: 'yes' }, 1, null],
    ['numeric text for a number', { field: 'mileage', operator: '>=', value: '160000' }, 1, null],
    ['unknown field', { field: 'foo', operator: '==', value: 1 }, 3, 'Rule 3: unknown field "foo"'],
    [
      'answer of an unknown question',
      { field: 'answers.999', operator: '==', value: 'yes' },
      1,
      'Rule 1: unknown field "answers.999"',
    ],
    ['unknown operator', { field: 'make', operator: '~', value: 'x' }, 2, 'Rule 2: unknown operator "~"'],
    [
      'number operator without a number',
      { field: 'mileage', operator: '<', value: 'abc' },
      1,
      'Rule 1: operator "<" needs a number, got "abc"',
    ],
    [
      'empty list',
      { field: 'make', operator: 'in', value: [] },
      1,
      'Rule 1: operator "in" needs a non-empty list of values',
    ],
    [
      'list for ==',
      { field: 'make', operator: '==', value: ['a'] },
      1,
      'Rule 1: operator "==" needs a single value, got ["a"]',
    ],
    ['not an object', null, 5, 'Rule 5: must be an object with field, operator and value'],
    ['empty group', { all: [] }, 1, 'Rule 1: group needs at least one rule'],
    [
      'bad part of a group',
      {
        all: [
          { field: 'make', operator: '==', value: 'x' },
          { field: 'bar', operator: '==', value: 1 },
        ],
      },
      4,
      'Rule 4.2: unknown field "bar"',
    ],
    [
      "the editor's label names the rule",
      { label: 'Typo', field: 'milage', operator: '>=', value: 1 },
      11,
      'Rule 11 "Typo": unknown field "milage"',
    ],
    [
      'a labelled group names its bad part',
      {
        label: 'Old trucks',
        all: [
          { field: 'make', operator: '==', value: 'Ford' },
          { field: 'make', operator: '<', value: 'x' },
        ],
      },
      2,
      'Rule 2.2 "Old trucks": operator "<" needs a number, got "x"',
    ],
  ])('%s', (_name, rule, position, message) => {
    const result = validateRule(rule, fields, position)
    expect(result).toEqual(message === null ? { ok: true } : { ok: false, message })
  })

  it('numbers every bad rule of a list', () => {
    expect(
      validateRules(
        [{ field: 'make', operator: '==', value: 'x' }, { field: 'foo', operator: '==', value: 1 }, 7],
        fields,
      ),
    ).toEqual({
      ok: false,
      messages: ['Rule 2: unknown field "foo"', 'Rule 3: must be an object with field, operator and value'],
    })
    expect(validateRules('nope', fields)).toEqual({ ok: false, messages: ['Rules must be a list'] })
  })

  it('accepts every seeded rule and deduction rule', () => {
    const known = ruleFields(SEED_QUESTIONNAIRE.questions.map((q) => q.questionId))
    expect(validateRules(SAMPLE_OFFER_SETTINGS.bringVehicleIn, known)).toEqual({ ok: true })
    expect(validateRules(SAMPLE_OFFER_SETTINGS.cashNow.adjustment.when, known)).toEqual({ ok: true })
    const deductionRules = SEED_QUESTIONNAIRE.questions.flatMap((q) =>
      q.answers.flatMap((a) => (a.deduction ?? []).flatMap((d) => d.rules ?? [])),
    )
    expect(deductionRules.length).toBe(6)
    expect(validateRules(deductionRules, known)).toEqual({ ok: true })
  })
})
