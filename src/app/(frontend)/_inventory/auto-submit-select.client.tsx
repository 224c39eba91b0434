'use client'
import type { ReactNode } from 'react'

/** A select that submits its form on change (the form still works without JavaScript). */
export function AutoSubmitSelect({
  id,
  name,
  defaultValue,
  children,
}: {
  id: string
  name: string
  defaultValue: string
  children: ReactNode
}) {
  return (
    <select id={id} name={name} defaultValue={defaultValue} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
      {children}
    </select>
  )
}
