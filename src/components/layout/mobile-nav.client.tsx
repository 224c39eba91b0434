'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import './mobile-nav.css'

/**
 * Main navigation with a menu button below 640 px (visitor-layer.md section 9: mobile is below
 * 640 px). The links are server-rendered children and visible without JavaScript; the button only
 * collapses them once mounted. Escape closes and returns focus to the button; a navigation closes it.
 */
export function MobileNav({ label, menuLabel, children }: { label: string; menuLabel: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  useEffect(() => setMounted(true), [])
  useEffect(() => setOpen(false), [pathname])

  return (
    <div className="mobile-nav" data-mounted={mounted} data-open={open}>
      <button
        ref={button}
        type="button"
        className="mobile-nav__toggle"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> <span className="mobile-nav__label">{menuLabel}</span>
      </button>
      <nav
        id="site-nav"
        aria-label={label}
        className="site-nav"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false)
            button.current?.focus()
          }
        }}
      >
        {children}
      </nav>
    </div>
  )
}
