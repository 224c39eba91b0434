import { ValidationError, type GlobalBeforeValidateHook } from 'payload'
import { rowsToRules, type RuleRow } from '@/domain/trade-in/editor-rules'
import { ruleFields, validateRules } from '@/domain/trade-in/rules'

/** Refuses offer rules the engine could not evaluate, saying which rule and why (issue 7). */
export const validateOfferRules: GlobalBeforeValidateHook = async ({ data, req }) => {
  const { docs } = await req.payload.find({ collection: 'trade-in-questions', depth: 0, pagination: false, draft: true, select: { questionId: true }, req })
  const known = ruleFields(docs.map((d) => String(d.questionId)))
  const groups: [string, string, unknown][] = [
    ['bringVehicleIn', 'Bring the vehicle in', data?.bringVehicleIn],
    ['cashNow.adjustmentWhen', 'Cash-now adjustment', (data?.cashNow as { adjustmentWhen?: unknown } | undefined)?.adjustmentWhen],
  ]
  const errors: { path: string; message: string }[] = []
  for (const [path, title, rows] of groups) {
    const result = validateRules(rowsToRules(rows as RuleRow[]), known)
    if (!result.ok) for (const message of result.messages) errors.push({ path, message: `${title}: ${message}` })
  }
  if (errors.length) throw new ValidationError({ global: 'offer-settings', errors })
  return data
}
