import type { ReactNode } from 'react'

/**
 * The short message under a heart or a Compare toggle (issue 21): announced as a status, with a
 * close button while it shows. `children` is null when there is nothing to say; the empty status
 * region stays in place so that the next message is announced.
 */
export function StatusNote({
  className = '',
  children,
  onClose,
  closeLabel,
}: {
  className?: string
  children: ReactNode | null
  onClose: () => void
  /** 'Close message', in the page's language. */
  closeLabel: string
}) {
  return (
    <p className={`save-vehicle__note ${className}`.trim()} role="status">
      {children}
      {children !== null ? (
        <button type="button" className="save-vehicle__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      ) : null}
    </p>
  )
}
