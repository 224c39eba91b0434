'use client'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { softNavigationTarget } from '@/components/ui/soft-links'

/**
 * The filter panel's disclosure: rendered open (usable without JavaScript on every screen), then
 * collapsed on phones (below 640 px, the mobile-first breakpoint) once the page has loaded. With
 * scripting on, inventory.css hides the open body on phones until then, so the results do not jump
 * up at hydration (Lighthouse measured CLS 0.56 on a slow phone).
 * The facet links inside are plain <a>; a click on one navigates on the client from here (decision 0226).
 */
export function FiltersDisclosure({
  activeCount,
  label,
  children,
}: {
  activeCount: number
  /** 'Filters', in the page's language. */
  label: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  const router = useRouter()
  const navigate = (event: MouseEvent<HTMLElement>) => {
    const target = softNavigationTarget(event, window.location.origin)
    if (target === null) return
    event.preventDefault()
    router.push(target)
  }
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // Collapsed on a phone. The HTML has the panel open, so a tap on "Filters" before the scripts
    // ran closed it while it was still hidden: that tap asked for it open (decision 0295).
    if (window.matchMedia('(max-width: 639px)').matches) el.open = !el.open
    el.dataset.mounted = ''
  }, [])
  return (
    <details ref={ref} className="filters" open aria-label={label}>
      <summary className="filters__summary">
        {label}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </summary>
      <div className="filters__body" onClick={navigate}>
        {children}
      </div>
    </details>
  )
}
