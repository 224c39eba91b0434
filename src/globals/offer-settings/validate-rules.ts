import { ValidationError, type GlobalBeforeValidateHook } from 'payload'
import type { RuleRow } from '@/domain/trade-in/editor-rules'
import { ruleRowProblems } from '@/domain/trade-in/rule-references'
import { loadRuleSubjects } from '@/data/trade-in/rule-subjects'

/**
 * Refuses offer rules the engine could not evaluate, saying which rule and why (issue 7); when
 * publishing, also rules that test a deleted question or answer (issue 20; a draft may keep them).
 */
export const validateOfferRules: GlobalBeforeValidateHook = async ({ data, req }) => {
  const subjects = await loadRuleSubjects(req)
  const publishing = data?._status !== 'draft'
  const groups: [string, string, unknown][] = [
    ['bringVehicleIn', 'Bring the vehicle in', data?.bringVehicleIn],
    [
      'cashNow.adjustmentWhen',
      'Cash-now adjustment',
      (data?.cashNow as { adjustmentWhen?: unknown } | undefined)?.adjustmentWhen,
    ],
  ]
  const errors: { path: string; message: string }[] = []
  for (const [path, title, rows] of groups) {
    for (const message of ruleRowProblems(rows as RuleRow[], subjects, publishing))
      errors.push({ path, message: `${title}: ${message}` })
  }
  if (errors.length) throw new ValidationError({ global: 'offer-settings', errors })
  return data
}
