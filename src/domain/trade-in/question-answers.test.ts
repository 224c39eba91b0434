import { describe, expect, it } from 'vitest'
import { questionAnswerPairs } from './question-answers'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const { questions } = SEED_QUESTIONNAIRE
const CONDITION = 'What is the overall condition of your vehicle?'
const OWE = 'Do you still owe money on the vehicle?'

describe('question and answer pairs on the lead (visitor-layer.md section 3)', () => {
  it.each([
    [
      'labels, not stored values',
      { '100': 'great', '500': 'none' },
      [
        [CONDITION, 'Great'],
        [OWE, 'No, I own it outright'],
      ],
    ],
    [
      'checkbox answers joined',
      { '100': 'good', '203': ['check_engine', 'airbag'], '500': 'none' },
      [
        [CONDITION, 'Good'],
        ['Which warning lights are on the dashboard?', 'Check engine, Airbag'],
        [OWE, 'No, I own it outright'],
      ],
    ],
    [
      'a balance as dollars',
      { '100': 'great', '500': 'loan', '501': '12500.5' },
      [
        [CONDITION, 'Great'],
        [OWE, 'Yes, a loan'],
        ['About how much is left to pay?', '$12,500.50'],
      ],
    ],
    [
      'comments trimmed, blank ones left out',
      { '100': 'great', '500': 'none', '600': '  New brakes last year. ' },
      [
        [CONDITION, 'Great'],
        [OWE, 'No, I own it outright'],
        ['Anything else we should know about your vehicle?', 'New brakes last year.'],
      ],
    ],
    [
      'answers of hidden questions left out',
      { '100': 'great', '300': 'yes', '500': 'none', '600': ' ' },
      [
        [CONDITION, 'Great'],
        [OWE, 'No, I own it outright'],
      ],
    ],
    ['unknown values and questions left out', { '100': 'mint', zzz: 'x' }, []],
  ])('%s', (_name, answers, pairs) => {
    expect(questionAnswerPairs(questions, answers)).toEqual(pairs.map(([question, answer]) => ({ question, answer })))
  })
})
