/**
 * The questionnaire as the dealership reads it on a lead (visitor-layer.md section 3, trade-in form
 * extras: "question/answer pairs"): each visible, answered question's text with the label of the
 * answer picked, in questionnaire order. Built on the server from the published questions, so
 * the e-mail never shows a question or answer the browser made up.
 */
import { formatDollars, parsePriceAnswer } from '../money'
import { pickedValues, visibleAnswers, visibleQuestions, type Answers, type Question } from './questionnaire'

export type QuestionAnswer = { question: string; answer: string }

function answerText(question: Question, value: unknown): string {
  if (question.inputType === 'price') {
    const amount = parsePriceAnswer(value)
    return amount === null ? '' : formatDollars(amount, { dropZeroCents: true })
  }
  if (question.inputType === 'textarea') return typeof value === 'string' ? value.trim() : ''
  return pickedValues(question, value)
    .map((picked) => question.answers.find((a) => a.value === picked)?.label)
    .filter((label): label is string => Boolean(label))
    .join(', ')
}

export function questionAnswerPairs(questions: readonly Question[], answers: Answers): QuestionAnswer[] {
  const shown = visibleAnswers(questions, answers)
  return visibleQuestions(questions, shown).flatMap((q) => {
    if (!Object.hasOwn(shown, q.questionId)) return []
    const answer = answerText(q, shown[q.questionId])
    return answer ? [{ question: q.text, answer }] : []
  })
}
