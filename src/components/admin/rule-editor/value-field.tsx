'use client'
import type { TextFieldClientComponent } from 'payload'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import { useField, useFormFields } from '@payloadcms/ui'
import {
  findSubject,
  isListOperator,
  joinValues,
  missingAnswers,
  splitValue,
  type RuleSubject,
} from '@/domain/trade-in/rule-subjects'
import { PickerShell, describedBy } from './picker-shell'
import { pickerId, siblingPath } from './sibling-path'
import { useRuleSubjects } from './use-rule-subjects'

type Choice = { value: string; label: string }

/** The question's answers, then any stored value it no longer lists, marked as deleted. */
function answerChoices(subject: RuleSubject, stored: string): { choices: Choice[]; missing: string[] } {
  const missing = missingAnswers(subject, stored)
  const choices = [...(subject.answers ?? []), ...missing.map((v) => ({ value: v, label: `Deleted answer "${v}"` }))]
  return { choices, missing }
}

const missingProblem = (missing: string[]) =>
  missing.length
    ? `${missing.length === 1 ? 'An answer' : 'Answers'} this condition tests ` +
      `${missing.length === 1 ? 'was' : 'were'} deleted from the question. Choose from its ` +
      `answers: the rule cannot be published as it is.`
    : null

/**
 * The condition's value (issue 20), stored as text as before (lists comma-separated): a number input
 * for numbers, a pick-list of the question's answers for a question (checkboxes for "is one of" and
 * "is none of"), a text box otherwise.
 */
export const RuleValueField: TextFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError } = useField<string>({ path })
  const { subjects } = useRuleSubjects()
  const subjectId = useFormFields(([fields]) => fields[siblingPath(path, 'field')]?.value as string | undefined)
  const operator = useFormFields(([fields]) => fields[siblingPath(path, 'operator')]?.value as string | undefined)
  const subject = subjects ? findSubject(subjects, subjectId) : undefined
  const id = pickerId(path)
  const stored = value ?? ''
  const style = mergeFieldStyles(field)
  const list = isListOperator(operator)
  const disabled = readOnly || !subjects

  if (subject?.type === 'question' && list) {
    const { choices, missing } = answerChoices(subject, stored)
    const picked = new Set(splitValue(stored).map((v) => v.toLowerCase()))
    const toggle = (answer: string, on: boolean) => {
      const next = choices.map((c) => c.value).filter((v) => (v === answer ? on : picked.has(v.toLowerCase())))
      setValue(joinValues(next))
    }
    const problem = missingProblem(missing)
    return (
      <PickerShell
        id={id}
        path={path}
        label="Answers"
        as="fieldset"
        showError={showError}
        style={style}
        problem={problem}
      >
        <div className="rule-picker__choices">
          {choices.map((c, i) => (
            <label key={c.value} className="rule-picker__choice" htmlFor={`${id}-${i}`}>
              <input
                id={`${id}-${i}`}
                type="checkbox"
                checked={picked.has(c.value.toLowerCase())}
                onChange={(e) => toggle(c.value, e.target.checked)}
                disabled={disabled}
              />
              {c.label}
            </label>
          ))}
        </div>
      </PickerShell>
    )
  }

  if (subject?.type === 'question') {
    const { choices, missing } = answerChoices(subject, stored.trim())
    const problem = missingProblem(missing)
    const selected = choices.find((c) => c.value.toLowerCase() === stored.trim().toLowerCase())?.value ?? ''
    return (
      <PickerShell id={id} path={path} label="Answer" showError={showError} style={style} problem={problem}>
        <select
          id={id}
          value={selected}
          onChange={(e) => setValue(e.target.value)}
          disabled={disabled}
          aria-describedby={describedBy(id, problem)}
          aria-invalid={Boolean(problem) || undefined}
        >
          <option value="">Choose an answer…</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </PickerShell>
    )
  }

  const numeric = subject?.type === 'number' && !list
  const hint = list ? 'Separate several with commas.' : null
  return (
    <PickerShell id={id} path={path} label="Value" showError={showError} style={style} hint={hint}>
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'decimal' : undefined}
        value={stored}
        onChange={(e) => setValue(e.target.value)}
        disabled={disabled}
        aria-describedby={describedBy(id, null, hint)}
      />
    </PickerShell>
  )
}
