'use client'
import type { ChangeEvent } from 'react'
import type { TextFieldClientComponent } from 'payload'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import { useField, useForm, useFormFields } from '@payloadcms/ui'
import {
  SUBJECT_GROUP_LABELS,
  findSubject,
  operatorsFor,
  subjectState,
  type RuleSubject,
  type SubjectGroup,
} from '@/domain/trade-in/rule-subjects'
import { PickerShell, describedBy } from './picker-shell'
import { pickerId, siblingPath } from './sibling-path'
import { useRuleSubjects } from './use-rule-subjects'

const GROUPS: SubjectGroup[] = ['vehicle', 'computed', 'question', 'other']

function problemOf(state: ReturnType<typeof subjectState>, value: string): string | null {
  if (state === 'deleted-question')
    return 'The question this condition tested was deleted. Choose another subject: the rule cannot be published as it is.'
  if (state === 'unknown') return `"${value}" is not something a rule can test. Choose a subject from the list.`
  return null
}

/**
 * The condition's subject (issue 20): chosen from the catalogue by its label, stored as before
 * (`mileage`, `answers.200`). A changed subject resets the comparison and the value when they no
 * longer fit it.
 */
export const RuleSubjectField: TextFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError } = useField<string>({ path })
  const { subjects, failed } = useRuleSubjects()
  const { dispatchFields } = useForm()
  const operatorPath = siblingPath(path, 'operator')
  const valuePath = siblingPath(path, 'value')
  const operator = useFormFields(([fields]) => fields[operatorPath]?.value as string | undefined)
  const id = pickerId(path)
  const current = value ?? ''
  const state = subjects ? subjectState(subjects, current) : 'known'
  const problem = failed
    ? 'The list of subjects could not be loaded. Reload the page to try again.'
    : problemOf(state, current)

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const next = subjects ? findSubject(subjects, event.target.value) : undefined
    const before = subjects ? findSubject(subjects, current) : undefined
    setValue(event.target.value)
    const fitting = operatorsFor(next)
    if (!fitting.some((o) => o.value === operator))
      dispatchFields({ type: 'UPDATE', path: operatorPath, value: fitting[0]?.value ?? '' })
    const sameKind = before && next && before.type === next.type && (next.type !== 'question' || before.id === next.id)
    if (!sameKind) dispatchFields({ type: 'UPDATE', path: valuePath, value: '' })
  }

  const byGroup = (group: SubjectGroup): RuleSubject[] => (subjects ?? []).filter((s) => s.group === group)
  return (
    <PickerShell
      id={id}
      path={path}
      label="Subject"
      required
      showError={showError}
      style={mergeFieldStyles(field)}
      problem={problem}
    >
      <select
        id={id}
        value={current}
        onChange={choose}
        disabled={readOnly || !subjects}
        aria-describedby={describedBy(id, problem)}
        aria-invalid={Boolean(problem) || undefined}
      >
        <option value="">{subjects ? 'Choose what to test…' : 'Loading…'}</option>
        {state === 'deleted-question' ? <option value={current}>A deleted question</option> : null}
        {state === 'unknown' ? <option value={current}>Unknown subject &quot;{current}&quot;</option> : null}
        {GROUPS.map((group) => (
          <optgroup key={group} label={SUBJECT_GROUP_LABELS[group]}>
            {byGroup(group).map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </PickerShell>
  )
}
