import type React from 'react'
import Link from 'next/link'
import { SAVED_PATH } from '@/domain/saved-vehicles/paths'

/**
 * The frame of the price-drop alert pages (issue 21): a heading, plain words, and either one
 * button that POSTs (the page itself never changes anything, decision 0270) or a way back.
 */
export function AlertPage({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="section price-alert-page" aria-labelledby="price-alert-heading">
      <h1 id="price-alert-heading">{heading}</h1>
      {children}
    </section>
  )
}

/** A form with one button: a plain HTML POST, so it works before (and without) any script. */
export function ActionButton({
  action,
  label,
  fields,
}: {
  action: string
  label: string
  fields: Record<string, string>
}) {
  return (
    <form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {label}
      </button>
    </form>
  )
}

export function BackToSaved() {
  return (
    <p>
      <Link className="button" href={SAVED_PATH}>
        See your saved vehicles
      </Link>
    </p>
  )
}

/** The first value of a search parameter. */
export function param(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
