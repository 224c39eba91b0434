import { describe, expect, it } from 'vitest'
import { deductionAmount, pickDeduction, tiered, totalDeductions } from './deductions'
import type { Question } from './questionnaire'
import type { RuleContext } from './rules'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const { questions } = SEED_QUESTIONNAIRE
const ctxAt = (baseValue: number): RuleContext => ({ values: { baseValue }, answers: {} })
const total = (baseValue: number, answers: Record<string, unknown>) =>
  totalDeductions(questions, answers, baseValue, ctxAt(baseValue))

describe('seeded deductions on both sides of the 15000 threshold (site.md section 9)', () => {
  it.each([
    ['accident at the threshold: 12%', 15000, { '200': 'yes' }, 1800],
    ['accident just below: 5%, 749.95 rounds to 750', 14999, { '200': 'yes' }, 750],
    ['smoked at/above: flat 500', 20000, { '201': 'yes' }, 500],
    ['smoked below: 5%', 14000, { '201': 'yes' }, 700],
    ['one key at the threshold: flat 150', 15000, { '202': 'one' }, 150],
    ['one key below: 1.5%', 10000, { '202': 'one' }, 150],
    ['one key below, rounds 149.49 down', 9966, { '202': 'one' }, 149],
    ['all three above', 20000, { '200': 'yes', '201': 'yes', '202': 'one' }, 2400 + 500 + 150],
    ['all three below', 12000, { '200': 'yes', '201': 'yes', '202': 'one' }, 600 + 600 + 180],
    ['answers without deductions', 20000, { '200': 'no', '202': 'two_or_more', '203': ['abs'] }, 0],
  ])('%s', (_name, base, answers, expected) => {
    const result = total(base, answers)
    expect(result.total).toBe(expected)
    expect(result.trace.filter((t) => t.kind === 'deduction').reduce((s, t) => s + (t.amount ?? 0), 0)).toBe(
      expected === 0 ? 0 : -expected,
    )
  })

  it('names each deduction with its amount', () => {
    expect(total(20000, { '200': 'yes' }).trace).toEqual([
      { kind: 'deduction', name: 'Question 200: Yes', amount: -2400, detail: '12% of 20000' },
    ])
  })
})

describe('deductionAmount and pickDeduction', () => {
  it.each([
    ['flat amount', { amount: 500 }, 20000, 500],
    ['percent of the base', { percent: 1.5 }, 9999, 150],
    ['both amount and percent', { amount: 1, percent: 1 }, 20000, null],
    ['neither', {}, 20000, null],
    ['a non-number amount', { amount: Number.NaN }, 20000, null],
  ])('%s', (_name, deduction, base, expected) => {
    const result = deductionAmount(deduction, base)
    expect(result.ok ? result.amount : null).toBe(expected)
  })

  it.each([
    ['first match wins', tiered({ amount: 1 }, { amount: 2 }, 100), 150, 1],
    ['second tier below a custom threshold', tiered({ amount: 1 }, { amount: 2 }, 100), 99, 2],
    [
      'or: any rule',
      [
        {
          amount: 3,
          logic: 'or',
          rules: [
            { field: 'baseValue', operator: '<', value: 0 },
            { field: 'baseValue', operator: '>', value: 10 },
          ],
        },
      ],
      50,
      3,
    ],
    [
      'and: all rules',
      [
        {
          amount: 3,
          logic: 'and',
          rules: [
            { field: 'baseValue', operator: '<', value: 0 },
            { field: 'baseValue', operator: '>', value: 10 },
          ],
        },
      ],
      50,
      null,
    ],
    ['no rules: always', [{ amount: 4 }], 50, 4],
    ['not a list', { amount: 4 }, 50, null],
    [
      'garbage entries are skipped',
      [null, 'x', { amount: 5, rules: [{ field: 'nope', operator: '==', value: 1 }] }, { amount: 6 }],
      50,
      6,
    ],
  ])('%s', (_name, deductions, base, expected) => {
    const picked = pickDeduction(deductions, ctxAt(base))
    expect(picked.deduction?.amount ?? null).toBe(expected)
  })

  it('reports a malformed deduction on a picked answer instead of counting it', () => {
    const q: Question[] = [
      {
        questionId: 'x',
        text: 'X',
        inputType: 'checkbox',
        required: false,
        answers: [
          { label: 'Bad', value: 'bad', deduction: [{ amount: 1, percent: 1 }] },
          { label: 'Good', value: 'good', deduction: [{ amount: 100 }] },
        ],
      },
    ]
    const result = totalDeductions(q, { x: ['bad', 'good', 'unknown'] }, 20000, ctxAt(20000))
    expect(result.total).toBe(100)
    expect(result.trace.map((t) => t.kind)).toEqual(['error', 'deduction'])
  })
})
