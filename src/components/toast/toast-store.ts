import { TOAST_DEFAULTS, type ToastSeverity } from '@/domain/toasts/toasts'
import { withToast } from '@/domain/toasts/queue'

/**
 * A tiny toast queue any client leaf can push to (visitor-layer.md sections 3, 4 and 9 "Toasts":
 * removed on close or when its life, 5000 ms unless given, ends). The <Toaster> in the root layout
 * shows it. `kind` is the spec's severity; `title` and `description` its summary and detail. The
 * same message shown again replaces the earlier one, and at most three are shown (withToast).
 */
export const TOAST_LIFE_MS = TOAST_DEFAULTS.lifeMs

export type Toast = {
  id: number
  kind: ToastSeverity
  title: string
  description: string
  /** ms; default 5000. */
  life?: number
  /** Shows the close button; default true. */
  closable?: boolean
  group?: string
}

type Listener = (toasts: Toast[]) => void

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener(toasts)
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++
  toasts = withToast(toasts, { ...toast, id })
  emit()
  return id
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  listener(toasts)
  return () => listeners.delete(listener)
}
