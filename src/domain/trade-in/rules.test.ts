import { describe, expect, it } from 'vitest'
import { anyRuleMatches, describeRule, evaluateRule, type RuleContext } from './rules'

const ctx: RuleContext = {
  values: { make: 'Tesla', model: 'Model 3', model_year: '2015', mileage: 90000, series: null, vehicleAgeYears: 0 },
  answers: { '100': 'poor', '203': ['abs', 'airbag'], '600': 'Smells like smoke' },
}

describe('evaluateRule operators (site.md section 5)', () => {
  it.each([
    // field, operator, value, matched, reports an error
    ['mileage', '<', 100000, true, false],
    ['mileage', '<', 90000, false, false],
    ['mileage', '<=', 90000, true, false],
    ['mileage', '>', 89999, true, false],
    ['mileage', '>=', 90001, false, false],
    ['model_year', '>=', 2015, true, false], // numeric text on the left
    ['mileage', '<', '100000', true, false], // numeric text on the right
    ['make', '<', 5, false, true], // type mismatch: text vs number
    ['mileage', '<', 'abc', false, true],
    ['make', '==', 'tesla', true, false], // case-insensitive
    ['make', '=', ' TESLA ', true, false], // '=' is '==', trimmed
    ['model_year', '==', 2015, true, false],
    ['make', '==', ['Tesla'], false, true], // list where a single value is needed
    ['make', '!=', 'Ford', true, false],
    ['make', '!=', 'Tesla', false, false],
    ['make', 'in', ['Tesla', 'Maserati'], true, false],
    ['make', 'in', ['Ford'], false, false],
    ['make', 'in', 'Tesla', false, true], // 'in' needs a list
    ['make', 'in', [], false, true],
    ['make', 'not_in', ['Ford'], true, false],
    ['make', 'not_in', ['tesla'], false, false],
    ['answers.203', 'in', ['abs'], true, false], // checkbox list: any entry listed
    ['answers.203', 'not_in', ['airbag'], false, false],
    ['answers.203', 'includes', 'airbag', true, false],
    ['answers.203', 'includes', 'none', false, false],
    ['answers.600', 'includes', 'SMOKE', true, false], // text fragment
    ['mileage', 'includes', 9, false, true], // number cannot include
    ['answers.203', '==', 'abs', false, true], // use includes for lists
    ['vehicleAgeYears', '<', 1, true, false], // 0 is a value, not "empty"
    ['series', '==', 'x', false, false], // missing value: silent non-match
    ['series', '!=', 'x', false, false],
    ['answers.999', 'not_in', ['yes'], false, false],
    ['foo', '==', 1, false, true], // unknown field
    ['answers.', '==', 'x', false, true],
    ['make', '~', 'Tesla', false, true], // unknown operator
  ])('%s %s %j -> %s', (field, operator, value, matched, hasError) => {
    const result = evaluateRule({ field, operator, value }, ctx)
    expect(result.matched).toBe(matched)
    expect(result.trace.some((t) => t.kind === 'error')).toBe(hasError)
  })
})

describe('evaluateRule groups: all parts must match (site.md section 4)', () => {
  const make = { field: 'make', operator: '==', value: 'Tesla' }
  const cheap = { field: 'mileage', operator: '<', value: 1000 }
  it.each([
    ['every part matches', { all: [make, { field: 'model', operator: 'includes', value: '3' }] }, true, false],
    ['one part fails', { all: [make, cheap] }, false, false],
    ['empty group', { all: [] }, false, true],
    ['group that is not a list', { all: 'make' }, false, true],
    ['nested group', { all: [make, { all: [{ field: 'answers.100', operator: '==', value: 'poor' }] }] }, true, false],
    ['group with a broken part', { all: [make, { field: 'nope', operator: '==', value: 1 }] }, false, true],
    ['groups nested too deep', { all: [{ all: [{ all: [{ all: [{ all: [make] }] }] }] }] }, false, true],
  ])('%s', (_name, group, matched, hasError) => {
    const result = evaluateRule(group, ctx)
    expect(result.matched).toBe(matched)
    expect(result.trace.some((t) => t.kind === 'error')).toBe(hasError)
  })
})

describe('evaluateRule never throws on malformed stored rules', () => {
  it.each([
    null,
    undefined,
    42,
    'make == Tesla',
    [],
    { field: 1, operator: '==', value: 1 },
    { field: 'make' },
    { field: 'make', operator: 'in', value: { a: 1 } },
    { field: 'make', operator: '<', value: Number.NaN },
    { field: '__proto__', operator: '==', value: 'x' },
    { field: 'answers.__proto__', operator: '==', value: 'x' },
    { field: 'answers.constructor', operator: 'includes', value: 'x' },
    { all: null },
    { all: [null, 7] },
  ])('%j is a non-match', (rule) => {
    expect(() => evaluateRule(rule, ctx)).not.toThrow()
    expect(evaluateRule(rule, ctx).matched).toBe(false)
  })
})

describe('anyRuleMatches', () => {
  it.each([
    ['no rules', undefined, false, [], false],
    ['rules that are not a list', { field: 'make' }, false, [], true],
    [
      'names every rule that fired',
      [
        { label: 'Tesla', field: 'make', operator: '==', value: 'Tesla' },
        { field: 'mileage', operator: '>', value: 1 },
        { field: 'mileage', operator: '>', value: 1e9 },
      ],
      true,
      ['Tesla', 'mileage > 1'],
      false,
    ],
    [
      'broken rule beside a good one',
      [null, { field: 'make', operator: 'in', value: ['Tesla'] }],
      true,
      ['make in ["Tesla"]'],
      true,
    ],
  ])('%s', (_name, rules, matched, fired, hasError) => {
    const result = anyRuleMatches(rules, ctx, 'rule')
    expect(result.matched).toBe(matched)
    expect(result.trace.filter((t) => t.kind === 'rule').map((t) => t.name)).toEqual(fired)
    expect(result.trace.some((t) => t.kind === 'error')).toBe(hasError)
  })

  it('describes groups without labels from their parts', () => {
    expect(
      describeRule({
        all: [
          { field: 'make', operator: '==', value: 'Nissan' },
          { label: 'Leaf', field: 'model', operator: '==', value: 'Leaf' },
        ],
      }),
    ).toBe('all of (make == "Nissan" and Leaf)')
  })
})
