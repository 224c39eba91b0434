'use client'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The filter panel's disclosure: rendered open (usable without JavaScript on every screen), then
 * collapsed on phones (below 640 px, the mobile-first breakpoint) once the page has loaded.
 */
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (ref.current && window.matchMedia('(max-width: 639px)').matches) ref.current.open = false
  }, [])
  return (
    <details ref={ref} className="filters" open aria-label="Filters">
      <summary className="filters__summary">Filters{activeCount > 0 ? ` (${activeCount})` : ''}</summary>
      <div className="filters__body">{children}</div>
    </details>
  )
}
