'use client'
import { useEffect, useState } from 'react'
import { TOAST_DEFAULTS, toastBehaviour } from '@/domain/toasts/toasts'
import { dismissToast, subscribeToasts, type Toast } from './toast-store'
import './toast.css'

function ToastItem({ toast }: { toast: Toast }) {
  const behaviour = toastBehaviour(toast)
  const [leaving, setLeaving] = useState(false)
  // Its life ends: the leave animation (0.45 s) plays, then the toast is removed.
  useEffect(() => {
    const timer = setTimeout(() => setLeaving(true), behaviour.lifeMs)
    return () => clearTimeout(timer)
  }, [toast.id, behaviour.lifeMs])
  useEffect(() => {
    if (!leaving) return
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DEFAULTS.leaveMs)
    return () => clearTimeout(timer)
  }, [leaving, toast.id])
  return (
    // The live-region role sits inside the <li>: a list may hold only list items (axe "list").
    <li className="toaster__item">
      <div
        className={`toast toast--${behaviour.severity}${leaving ? ' toast--leaving' : ''}`}
        role={behaviour.role}
        data-testid="toast"
        data-severity={behaviour.severity}
        data-group={behaviour.group ?? undefined}
      >
        <div className="toast__body">
          <p className="toast__title">{toast.title}</p>
          <p className="toast__description">{toast.description}</p>
        </div>
        {behaviour.closable ? (
          <button
            type="button"
            className="toast__close"
            onClick={() => setLeaving(true)}
            aria-label={`Close: ${toast.title}`}
          >
            ×
          </button>
        ) : null}
      </div>
    </li>
  )
}

/**
 * Toast region (visitor-layer.md section 9 "Interface": top-right, 20 px offset, 5000 ms life,
 * leave animation 0.45 s; section 3: six severities, closable). A polite live region, so screen
 * readers announce each message; errors and warnings use role=alert.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([])
  useEffect(() => subscribeToasts(setToasts), [])
  return (
    <section className="toaster" aria-live="polite" aria-label="Notifications" data-position={TOAST_DEFAULTS.position}>
      <ol className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  )
}
