import type React from 'react'
import { LocalLink } from '@/components/i18n/local-link'

/**
 * The frame of the confirm and unsubscribe pages of the e-mail alerts (price-drop alerts, decision
 * 0270; saved searches, decision 0337): a heading, plain words, and either one button that POSTs
 * (the page itself never changes anything) or a way back.
 */
export function AlertPage({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="section alert-page" aria-labelledby="alert-page-heading">
      <h1 id="alert-page-heading">{heading}</h1>
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

/** A way on from a result: one link styled as a button. */
export function ButtonLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p>
      <LocalLink className="button" href={href}>
        {children}
      </LocalLink>
    </p>
  )
}

/** The first value of a search parameter. */
export function param(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
