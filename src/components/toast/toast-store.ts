/**
 * A tiny toast queue any client leaf can push to (visitor-layer.md sections 4 and 9 "Toasts":
 * removed on close or when its life of 5000 ms ends). The <Toaster> in the root layout shows it.
 */
export const TOAST_LIFE_MS = 5000

export type Toast = { id: number; kind: 'success' | 'error'; title: string; description: string }

type Listener = (toasts: Toast[]) => void

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener(toasts)
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++
  toasts = [...toasts, { ...toast, id }]
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
