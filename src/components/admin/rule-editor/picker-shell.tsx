'use client'
import type { CSSProperties, ReactNode } from 'react'
import { FieldError } from '@payloadcms/ui'

type Props = {
  id: string
  path: string
  label: string
  required?: boolean
  showError?: boolean
  style?: CSSProperties
  /** A problem with the stored value (a deleted question or answer), read out with the control. */
  problem?: string | null
  /** A hint under the control. */
  hint?: string | null
  /** 'fieldset' for a group of checkboxes: the label becomes its legend. */
  as?: 'label' | 'fieldset'
  children: ReactNode
}

/** The frame of one rule picker: Payload's field classes, a visible label, the server's error, a problem line. */
export function PickerShell({
  id,
  path,
  label,
  required,
  showError,
  style,
  problem,
  hint,
  as = 'label',
  children,
}: Props) {
  const className = ['field-type', 'rule-picker', showError || problem ? 'error' : ''].filter(Boolean).join(' ')
  const notes = (
    <>
      {problem ? (
        <p id={`${id}-problem`} className="rule-picker__problem">
          {problem}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="rule-picker__hint">
          {hint}
        </p>
      ) : null}
    </>
  )
  if (as === 'fieldset') {
    return (
      <fieldset className={className} style={style} aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend className="field-label">{label}</legend>
        <FieldError path={path} showError={showError} />
        {children}
        {notes}
      </fieldset>
    )
  }
  return (
    <div className={className} style={style}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <span className="required">*</span> : null}
      </label>
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        {children}
      </div>
      {notes}
    </div>
  )
}

/** aria-describedby for a control inside PickerShell. */
export const describedBy = (id: string, problem?: string | null, hint?: string | null): string | undefined =>
  [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
