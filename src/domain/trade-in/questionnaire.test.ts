import { describe, expect, it } from 'vitest'
import {
  ONE_ANSWER_MESSAGE,
  PRICE_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_MESSAGE,
  UNKNOWN_ANSWER_MESSAGE,
  UNKNOWN_QUESTION_MESSAGE,
  validateAnswers,
  visibleAnswers,
  visibleQuestions,
  type Question,
} from './questionnaire'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

const { questions, categories } = SEED_QUESTIONNAIRE
const ids = (answers: Record<string, unknown>) => visibleQuestions(questions, answers).map((q) => q.questionId)
const ALWAYS = ['100', '500', '600']
const GOOD = ['200', '201', '202', '203', '204', '205']

describe('visibleQuestions: conditional reveal (site.md section 4)', () => {
  it.each([
    ['nothing answered', {}, ['100', '500', '600']],
    ['great', { '100': 'great' }, ALWAYS],
    ['good reveals 200-205', { '100': 'good' }, ['100', ...GOOD, '500', '600']],
    ['fair adds 300 and 301', { '100': 'fair' }, ['100', ...GOOD, '300', '301', '500', '600']],
    ['poor adds 400-403', { '100': 'poor' }, ['100', ...GOOD, '300', '301', '400', '401', '402', '403', '500', '600']],
    ['finance none', { '500': 'none' }, ALWAYS],
    ['loan reveals the remaining balance', { '500': 'loan' }, ['100', '500', '501', '600']],
    ['finance reveals the remaining balance', { '500': 'finance' }, ['100', '500', '501', '600']],
  ])('%s', (_name, answers, expected) => {
    expect(ids(answers)).toEqual(expected)
  })

  const chain: Question[] = [
    { questionId: 'a', text: 'A', inputType: 'radio', required: true, answers: [{ label: 'X', value: 'x' }] },
    {
      questionId: 'b',
      text: 'B',
      inputType: 'radio',
      required: true,
      condition: { questionId: 'a', answers: ['x'] },
      answers: [{ label: 'Y', value: 'y' }],
    },
    {
      questionId: 'c',
      text: 'C',
      inputType: 'radio',
      required: true,
      condition: { questionId: 'b', answers: ['y'] },
      answers: [],
    },
    {
      questionId: 'd',
      text: 'D',
      inputType: 'radio',
      required: true,
      condition: { questionId: 'missing', answers: ['y'] },
      answers: [],
    },
    {
      questionId: 'e',
      text: 'E',
      inputType: 'radio',
      required: true,
      condition: { questionId: 'f', answers: ['1'] },
      answers: [],
    },
    {
      questionId: 'f',
      text: 'F',
      inputType: 'radio',
      required: true,
      condition: { questionId: 'e', answers: ['1'] },
      answers: [],
    },
  ]
  it.each([
    ['a chain shows when every link is answered', { a: 'x', b: 'y' }, ['a', 'b', 'c']],
    ['a hidden parent hides its children even with stale answers', { b: 'y' }, ['a']],
    ['unknown parents and cycles reveal nothing', { e: '1', f: '1' }, ['a']],
  ])('%s', (_name, answers, expected) => {
    expect(visibleQuestions(chain, answers).map((q) => q.questionId)).toEqual(expected)
  })

  it('drops answers of hidden questions before pricing', () => {
    expect(visibleAnswers(questions, { '100': 'great', '300': 'yes', '500': 'none' })).toEqual({
      '100': 'great',
      '500': 'none',
    })
  })
})

const goodAnswers = {
  '100': 'good',
  '200': 'no',
  '201': 'no',
  '202': 'two_or_more',
  '203': ['none'],
  '204': 'good',
  '205': 'light',
  '500': 'none',
}

describe('validateAnswers', () => {
  it.each([
    ['great, owned outright', { '100': 'great', '500': 'none' }, {}],
    ['good, fully answered, no comment', goodAnswers, {}],
    ['nothing answered', {}, { '100': REQUIRED_MESSAGE, '500': REQUIRED_MESSAGE }],
    ['an answer that is not listed', { '100': 'excellent', '500': 'none' }, { '100': UNKNOWN_ANSWER_MESSAGE }],
    ['two answers to a radio question', { '100': ['good', 'fair'], '500': 'none' }, { '100': ONE_ANSWER_MESSAGE }],
    [
      'good reveals required questions',
      { '100': 'good', '500': 'none' },
      Object.fromEntries(GOOD.map((id) => [id, REQUIRED_MESSAGE])),
    ],
    ['a checkbox with an unlisted value', { ...goodAnswers, '203': ['abs', 'xyz'] }, { '203': UNKNOWN_ANSWER_MESSAGE }],
    ['a checkbox with a single text value', { ...goodAnswers, '203': 'abs' }, {}],
    ['an unlisted select value', { ...goodAnswers, '204': 'bald' }, { '204': UNKNOWN_ANSWER_MESSAGE }],
    ['loan without a balance', { '100': 'great', '500': 'loan' }, { '501': REQUIRED_MESSAGE }],
    ['balance that is not a number', { '100': 'great', '500': 'loan', '501': 'abc' }, { '501': PRICE_MESSAGE }],
    ['negative balance', { '100': 'great', '500': 'loan', '501': -5 }, { '501': PRICE_MESSAGE }],
    [
      'balance of 0 is empty (site.md section 5)',
      { '100': 'great', '500': 'finance', '501': 0 },
      { '501': REQUIRED_MESSAGE },
    ],
    ['balance written with $ and commas', { '100': 'great', '500': 'loan', '501': '$12,500.50' }, {}],
    ['comment that is not text', { '100': 'great', '500': 'none', '600': 42 }, { '600': TEXT_MESSAGE }],
    ['blank optional comment', { '100': 'great', '500': 'none', '600': '  ' }, {}],
    ['an unknown question id', { '100': 'great', '500': 'none', zzz: 'x' }, { zzz: UNKNOWN_QUESTION_MESSAGE }],
    ['stale answer of a hidden question is ignored', { '100': 'great', '500': 'none', '300': 'maybe' }, {}],
  ])('%s', (_name, answers, errors) => {
    const result = validateAnswers(questions, answers)
    expect(result).toEqual(Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors })
  })
})

describe('SEED_QUESTIONNAIRE', () => {
  it('asks overall condition first and files every question in exactly one category', () => {
    expect(questions[0].questionId).toBe('100')
    expect(questions[0].answers.map((a) => a.value)).toEqual(['great', 'good', 'fair', 'poor'])
    expect(categories.flatMap((c) => c.questionsIds).sort()).toEqual(questions.map((q) => q.questionId).sort())
  })

  it('makes conditions depend only on earlier questions and keeps comments optional', () => {
    questions.forEach((q, i) => {
      if (q.condition) expect(questions.slice(0, i).map((p) => p.questionId)).toContain(q.condition.questionId)
    })
    expect(questions.find((q) => q.questionId === '600')).toMatchObject({ inputType: 'textarea', required: false })
    expect(questions.find((q) => q.questionId === '501')).toMatchObject({ inputType: 'price' })
  })
})
