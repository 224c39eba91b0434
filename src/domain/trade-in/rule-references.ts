/**
 * Save-time checks of the admin's rule rows against the subject catalogue (issue 20). A rule that
 * tests a deleted question, or an answer its question no longer lists, would silently never match:
 * a draft may hold it while the questionnaire is being reworked, but publishing it is refused with
 * the rule's label. Structural problems (unknown subject, operator, a number that is not one) are
 * refused on every save, as before (rule-validation.ts).
 */
import { rowsToRules, type RuleRow } from './editor-rules'
import { findSubject, missingAnswers, subjectState, type RuleSubject } from './rule-subjects'
import { ANSWER_PREFIX } from './rule-types'
import { ruleName, validateRules } from './rule-validation'

/** One message per condition that tests a deleted question or answer, naming its rule. */
export function staleReferences(
  rows: readonly RuleRow[] | null | undefined,
  subjects: readonly RuleSubject[],
): string[] {
  const messages: string[] = []
  ;(rows ?? []).forEach((row, i) => {
    const name = ruleName(i + 1, row.label)
    for (const condition of row.conditions ?? []) {
      if (subjectState(subjects, condition.field) === 'deleted-question') {
        messages.push(`${name}: tests a question that was deleted; choose another subject or remove the rule`)
        continue
      }
      const subject = findSubject(subjects, condition.field)
      for (const value of missingAnswers(subject, condition.value)) {
        messages.push(
          `${name}: tests an answer of "${subject?.label}" that was deleted (stored as "${value}"); choose one of its answers`,
        )
      }
    }
  })
  return messages
}

/**
 * Every problem of one list of rule rows: structural ones on any save; deleted questions and answers
 * only when `publishing` (a draft may keep them).
 */
export function ruleRowProblems(
  rows: readonly RuleRow[] | null | undefined,
  subjects: readonly RuleSubject[],
  publishing: boolean,
): string[] {
  const referenced = (rows ?? [])
    .flatMap((r) => r.conditions ?? [])
    .map((c) => (c.field ?? '').trim())
    .filter((f) => f.startsWith(ANSWER_PREFIX))
  const structural = validateRules(rowsToRules(rows), [...subjects.map((s) => s.id), ...referenced])
  const messages = structural.ok ? [] : structural.messages
  return publishing ? [...messages, ...staleReferences(rows, subjects)] : messages
}
