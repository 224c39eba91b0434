'use client'
import type { SelectFieldClientComponent } from 'payload'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import { useField, useFormFields } from '@payloadcms/ui'
import { findSubject, operatorLabel, operatorsFor } from '@/domain/trade-in/rule-subjects'
import { PickerShell } from './picker-shell'
import { pickerId, siblingPath } from './sibling-path'
import { useRuleSubjects } from './use-rule-subjects'

/**
 * The condition's comparison (issue 20): only the operators that fit the chosen subject, in words
 * ("is at least", "is one of", "includes"). A stored operator outside that list stays shown.
 */
export const RuleOperatorField: SelectFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError } = useField<string>({ path })
  const { subjects } = useRuleSubjects()
  const subjectId = useFormFields(([fields]) => fields[siblingPath(path, 'field')]?.value as string | undefined)
  const subject = subjects ? findSubject(subjects, subjectId) : undefined
  const choices = operatorsFor(subject)
  const current = value ?? ''
  const id = pickerId(path)
  return (
    <PickerShell id={id} path={path} label="Comparison" required showError={showError} style={mergeFieldStyles(field)}>
      <select id={id} value={current} onChange={(e) => setValue(e.target.value)} disabled={readOnly || !subjects}>
        {current === '' ? <option value="">Choose…</option> : null}
        {current !== '' && !choices.some((o) => o.value === current) ? (
          <option value={current}>{operatorLabel(subject, current)}</option>
        ) : null}
        {choices.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </PickerShell>
  )
}
