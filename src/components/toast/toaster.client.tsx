'use client'
import { useEffect, useState } from 'react'
import { TOAST_LIFE_MS, dismissToast, subscribeToasts, type Toast } from './toast-store'
import './toast.css'

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_LIFE_MS)
    return () => clearTimeout(timer)
  }, [toast.id])
  return (
    // The live-region role sits inside the <li>: a list may hold only list items (axe "list").
    <li className="toaster__item">
      <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
        <div className="toast__body">
          <p className="toast__title">{toast.title}</p>
          <p className="toast__description">{toast.description}</p>
        </div>
        <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label={`Close: ${toast.title}`}>
          ×
        </button>
      </div>
    </li>
  )
}

/**
 * Toast region (visitor-layer.md section 9 "Interface": top-right, 20 px offset, 5000 ms life).
 * A polite live region, so screen readers announce each message; errors use role=alert.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([])
  useEffect(() => subscribeToasts(setToasts), [])
  return (
    <section className="toaster" aria-live="polite" aria-label="Notifications">
      <ol className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  )
}
