'use client'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import Link from 'next/link'

export type TabItem = {
  id: string
  label: string
  heading: string | null
  text: string | null
  ctaLabel: string | null
  ctaHref: string | null
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; panels are server-rendered text. */
export function Tabs({ tabs }: { tabs: TabItem[] }) {
  const [active, setActive] = useState(0)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const focus = (i: number) => {
    const next = (i + tabs.length) % tabs.length
    setActive(next)
    refs.current[next]?.focus()
  }
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (e.key in moves) {
      e.preventDefault()
      focus(moves[e.key])
    }
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label="Departments" className="tabs__list" onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            role="tab"
            type="button"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className="tabs__tab"
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          className="tabs__panel"
          tabIndex={0}
        >
          {t.heading ? <h3>{t.heading}</h3> : null}
          {t.text ? <p>{t.text}</p> : null}
          {t.ctaLabel && t.ctaHref ? (
            <Link className="button button--primary" href={t.ctaHref}>
              {t.ctaLabel}
            </Link>
          ) : null}
        </div>
      ))}
    </div>
  )
}
