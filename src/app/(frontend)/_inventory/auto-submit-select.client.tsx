'use client'
import { useLayoutEffect, useRef, type ReactNode } from 'react'

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
  const ref = useRef<HTMLSelectElement>(null)
  // A pick made before the scripts ran (a slow phone; decision 0295) is applied once they run:
  // otherwise the menu would name a sort the results are not in. Once, at mount.
  useLayoutEffect(() => {
    const el = ref.current
    if (el && el.value !== defaultValue) el.form?.requestSubmit()
  }, [])
  return (
    <select
      ref={ref}
      id={id}
      name={name}
      defaultValue={defaultValue}
      // The browser must not put back an earlier pick when the shopper comes Back to this page:
      // the check above would take it for a new one and send them forward again.
      autoComplete="off"
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
    >
      {children}
    </select>
  )
}
