import type { ReactElement } from 'react'

const PATHS: Record<string, ReactElement> = {
  car: (
    <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11m-14 0h14v5H5zm2 5v2m10-2v2M7.5 13.5h.01m9 0h.01" />
  ),
  dollar: (
    <path d="M12 3v18m4-14.5C15 5.6 13.6 5 12 5c-2.2 0-4 1.1-4 3s1.8 2.6 4 3 4 1.1 4 3-1.8 3-4 3c-1.6 0-3-.6-4-1.5" />
  ),
  swap: <path d="M7 7h12l-3-3m1 13H5l3 3" />,
  tag: <path d="M3 12V4h8l10 10-8 8zm5-5h.01" />,
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  wrench: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />,
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />,
  check: <path d="M4 12l5 5L20 6" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  document: <path d="M6 3h8l4 4v14H6zm8 0v4h4M9 12h6m-6 4h6" />,
}

/** A missing name: a question mark in a circle (visitor-layer.md section 8). */
const FALLBACK = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01" />
  </>
)

export function hasIcon(name: string | null | undefined): boolean {
  return Boolean(name) && Object.hasOwn(PATHS, name as string)
}

/**
 * Decorative line icon. An unknown or empty name logs a developer error and shows the
 * question-mark-in-circle icon rather than breaking the page (visitor-layer.md section 8).
 */
export function Icon({ name, size = 24, label }: { name: string | null | undefined; size?: number; label?: string }) {
  const known = hasIcon(name)
  if (!known) console.error(`Icon "${name ?? ''}" does not exist; showing the fallback icon.`)
  return (
    <svg
      className="icon"
      data-icon={known ? name : 'question-circle'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {known ? PATHS[name as string] : FALLBACK}
    </svg>
  )
}
