import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { rowsToRules, type RuleRow } from '@/domain/trade-in/editor-rules'
import { ruleFields, validateRules } from '@/domain/trade-in/rules'

type AnswerRow = { label?: string; deductions?: { rules?: RuleRow[] }[] }

/**
 * Refuses a deduction rule the engine could not evaluate (unknown field, bad operator), naming the
 * answer and rule, so a manager's typo never silently turns a deduction off (issue 7).
 */
export const validateQuestionRules: CollectionBeforeValidateHook = async ({ data, req }) => {
  const answers = (data?.answers ?? []) as AnswerRow[]
  const { docs } = await req.payload.find({ collection: 'trade-in-questions', depth: 0, pagination: false, draft: true, select: { questionId: true }, req })
  const ids = new Set([...docs.map((d) => String(d.questionId)), String(data?.questionId ?? '')])
  const known = ruleFields([...ids])
  const errors: { message: string; path: string }[] = []
  answers.forEach((answer, a) => {
    ;(answer.deductions ?? []).forEach((deduction, d) => {
      const result = validateRules(rowsToRules(deduction.rules), known)
      if (!result.ok) {
        for (const message of result.messages) {
          errors.push({ path: `answers.${a}.deductions.${d}.rules`, message: `Answer "${answer.label ?? a + 1}", deduction ${d + 1}: ${message}` })
        }
      }
    })
  })
  if (errors.length) throw new ValidationError({ collection: 'trade-in-questions', errors })
  return data
}
