import { describe, expect, it } from 'vitest'
import type { RuleRow } from './editor-rules'
import { ruleRowProblems, staleReferences } from './rule-references'
import { ruleSubjects } from './rule-subjects'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const subjects = ruleSubjects(SEED_QUESTIONNAIRE.questions)
const rule = (label: string | null, field: string, operator: string, value: string): RuleRow => ({
  label,
  conditions: [{ field, operator, value }],
})

describe('rules that test deleted questions or answers (issue 20)', () => {
  it.each<[string, RuleRow[], string[]]>([
    ['a known question and answer', [rule('Accident', 'answers.200', '==', 'yes')], []],
    ['a vehicle fact', [rule('High miles', 'mileage', '>=', '160000')], []],
    [
      'a deleted question',
      [rule('Hail', 'answers.999', '==', 'yes')],
      ['Rule 1 "Hail": tests a question that was deleted; choose another subject or remove the rule'],
    ],
    [
      'a deleted answer, named by its question',
      [rule(null, 'mileage', '>=', '1'), rule('Rusty', 'answers.300', 'in', 'yes, maybe')],
      [
        'Rule 2 "Rusty": tests an answer of "Does the vehicle have hail damage or rust?" that was deleted (stored as "maybe"); choose one of its answers',
      ],
    ],
    [
      'an unlabelled rule by its number',
      [rule('', 'answers.999', '==', 'x')],
      ['Rule 1: tests a question that was deleted; choose another subject or remove the rule'],
    ],
  ])('%s', (_name, rows, messages) => {
    expect(staleReferences(rows, subjects)).toEqual(messages)
  })

  it('lets a draft keep a deleted question or answer, refuses it when publishing, and refuses a typo always', () => {
    const rows = [rule('Hail', 'answers.999', '==', 'yes'), rule('Rusty', 'answers.300', '==', 'maybe')]
    expect(ruleRowProblems(rows, subjects, false)).toEqual([])
    expect(ruleRowProblems(rows, subjects, true)).toHaveLength(2)
    const typo = [rule('Typo', 'milage', '>=', '100')]
    expect(ruleRowProblems(typo, subjects, false)).toEqual(['Rule 1 "Typo": unknown field "milage"'])
    expect(ruleRowProblems([rule('Pricey', 'baseValue', '>=', 'lots')], subjects, false)).toEqual([
      'Rule 1 "Pricey": operator ">=" needs a number, got "lots"',
    ])
  })
})
