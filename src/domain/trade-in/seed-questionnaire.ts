/**
 * Seed trade-in questionnaire (site.md section 4 "Trade-in questionnaire"; deductions from section 9).
 * Question ids follow the spec's numbering: 100 overall condition, 200-205 revealed by good/fair/poor,
 * 300-301 by fair/poor, 400-403 by poor, 500 finance type with 501 remaining balance, 600 comments.
 *
 * Deduction reading: section 9 says "at or above [15000], a flat amount; below, a percent", yet its
 * accident example is two percents (12 percent / 5 percent). We follow the examples literally:
 * accident 12% at/above and 5% below; smoked $500 at/above and 5% below; one key $150 at/above and
 * 1.5% below. The data shape allows either kind on either side, so editors can settle it.
 * Only the three answers the spec prices carry deductions; 300, 301, 400 and 401 send the vehicle to
 * bringVehicleIn instead (see offer-settings.ts), the rest are informational until editors price them.
 */
import { tiered } from './deductions'
import type { Question, QuestionAnswer, QuestionCategory, Questionnaire } from './questionnaire'

const GOOD_FAIR_POOR = ['good', 'fair', 'poor']
const FAIR_POOR = ['fair', 'poor']
const POOR = ['poor']

const no: QuestionAnswer = { label: 'No', value: 'no' }
const yes = (deduction?: QuestionAnswer['deduction']): QuestionAnswer =>
  deduction ? { label: 'Yes', value: 'yes', deduction } : { label: 'Yes', value: 'yes' }

function yesNo(questionId: string, text: string, reveal: string[], yesAnswer = yes()): Question {
  return {
    questionId,
    text,
    inputType: 'radio',
    required: true,
    condition: { questionId: '100', answers: reveal },
    answers: [no, yesAnswer],
  }
}

const questions: Question[] = [
  {
    questionId: '100',
    text: 'What is the overall condition of your vehicle?',
    inputType: 'radio',
    required: true,
    answers: [
      { label: 'Great', value: 'great', description: 'Looks and drives like new, no damage or repairs needed.' },
      { label: 'Good', value: 'good', description: 'Minor wear, a few small dings or scratches.' },
      { label: 'Fair', value: 'fair', description: 'Visible wear or damage, some repairs needed.' },
      { label: 'Poor', value: 'poor', description: 'Major damage or mechanical problems.' },
    ],
  },
  yesNo('200', 'Has the vehicle been in an accident?', GOOD_FAIR_POOR, yes(tiered({ percent: 12 }, { percent: 5 }))),
  yesNo('201', 'Has anyone smoked in the vehicle?', GOOD_FAIR_POOR, yes(tiered({ amount: 500 }, { percent: 5 }))),
  {
    questionId: '202',
    text: 'How many keys do you have?',
    inputType: 'radio',
    required: true,
    condition: { questionId: '100', answers: GOOD_FAIR_POOR },
    answers: [
      { label: 'Two or more', value: 'two_or_more' },
      { label: 'One', value: 'one', deduction: tiered({ amount: 150 }, { percent: 1.5 }) },
    ],
  },
  {
    questionId: '203',
    text: 'Which warning lights are on the dashboard?',
    inputType: 'checkbox',
    required: true,
    condition: { questionId: '100', answers: GOOD_FAIR_POOR },
    answers: [
      { label: 'None', value: 'none' },
      { label: 'Check engine', value: 'check_engine' },
      { label: 'ABS or brakes', value: 'abs' },
      { label: 'Airbag', value: 'airbag' },
      { label: 'Tire pressure', value: 'tire_pressure' },
      { label: 'Other', value: 'other' },
    ],
  },
  {
    questionId: '204',
    text: 'What condition are the tires in?',
    inputType: 'select',
    required: true,
    condition: { questionId: '100', answers: GOOD_FAIR_POOR },
    answers: [
      { label: 'New or nearly new', value: 'new' },
      { label: 'Good tread left', value: 'good' },
      { label: 'Worn', value: 'worn' },
      { label: 'Need replacing', value: 'replace' },
    ],
  },
  {
    questionId: '205',
    text: 'How worn is the interior?',
    inputType: 'radio',
    required: true,
    condition: { questionId: '100', answers: GOOD_FAIR_POOR },
    answers: [
      { label: 'Like new', value: 'like_new' },
      { label: 'Light wear', value: 'light', description: 'Small scuffs or fading.' },
      { label: 'Heavy wear', value: 'heavy', description: 'Tears, burns, stains or broken trim.' },
    ],
  },
  yesNo('300', 'Does the vehicle have hail damage or rust?', FAIR_POOR),
  yesNo('301', 'Has the vehicle had frame damage, or does it have a salvage or rebuilt title?', FAIR_POOR),
  {
    questionId: '400',
    text: 'Does the vehicle start and drive?',
    inputType: 'radio',
    required: true,
    condition: { questionId: '100', answers: POOR },
    answers: [
      { label: 'Yes, it runs and drives', value: 'runs' },
      { label: 'No, it does not run', value: 'not_running' },
    ],
  },
  yesNo('401', 'Does the transmission slip, shift hard or fail to engage?', POOR),
  yesNo('402', 'Does the engine knock or make other major noises?', POOR),
  yesNo('403', 'Has the vehicle been in a flood?', POOR),
  {
    questionId: '500',
    text: 'Do you still owe money on the vehicle?',
    inputType: 'radio',
    required: true,
    answers: [
      { label: 'No, I own it outright', value: 'none' },
      { label: 'Yes, a loan', value: 'loan' },
      { label: 'Yes, dealer financing or a lease', value: 'finance' },
    ],
  },
  {
    questionId: '501',
    text: 'About how much is left to pay?',
    inputType: 'price',
    required: true,
    condition: { questionId: '500', answers: ['loan', 'finance'] },
    answers: [],
  },
  {
    questionId: '600',
    text: 'Anything else we should know about your vehicle?',
    inputType: 'textarea',
    required: false,
    answers: [],
  },
]

const categories: QuestionCategory[] = [
  {
    categoryId: 'condition',
    categoryTitle: 'Condition',
    categoryDescription: 'How your vehicle looks and drives today.',
    questionsIds: ['100'],
  },
  {
    categoryId: 'history',
    categoryTitle: 'History and wear',
    categoryDescription: 'Accidents, keys, lights, tires and interior.',
    questionsIds: ['200', '201', '202', '203', '204', '205'],
  },
  {
    categoryId: 'damage',
    categoryTitle: 'Damage',
    categoryDescription: 'Body and frame damage, title status.',
    questionsIds: ['300', '301'],
  },
  {
    categoryId: 'mechanical',
    categoryTitle: 'Mechanical',
    categoryDescription: 'Engine, transmission and flood history.',
    questionsIds: ['400', '401', '402', '403'],
  },
  {
    categoryId: 'finance',
    categoryTitle: 'Loan or lease',
    categoryDescription: 'Any balance we pay off for you.',
    questionsIds: ['500', '501'],
  },
  {
    categoryId: 'comments',
    categoryTitle: 'Comments',
    categoryDescription: 'Optional notes for our appraiser.',
    questionsIds: ['600'],
  },
]

export const SEED_QUESTIONNAIRE: Questionnaire = { questions, categories }
