/**
 * Toast messages (visitor-layer.md section 3 "Toast message", sections 4 and 9 "Toasts"): a
 * severity (info, success, warn, error, secondary, contrast), a summary and detail, a life in ms
 * (5000 by default), closable (a close button, default yes) and a group. Shown top-right with a
 * 20 px offset; a toast leaves with a 0.45 s animation when closed or when its life ends.
 */
export const TOAST_SEVERITIES = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'] as const
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number]

export const TOAST_DEFAULTS = {
  position: 'top-right',
  offsetPx: 20,
  lifeMs: 5000,
  leaveMs: 450,
  severity: 'info',
  closable: true,
} as const satisfies {
  position: string
  offsetPx: number
  lifeMs: number
  leaveMs: number
  severity: ToastSeverity
  closable: boolean
}

export interface ToastInput {
  kind?: string
  life?: number
  closable?: boolean
  group?: string
}

export interface ToastBehaviour {
  severity: ToastSeverity
  lifeMs: number
  closable: boolean
  group: string | null
  /** Errors and warnings interrupt a screen reader (role alert); the rest wait their turn (status). */
  role: 'alert' | 'status'
}

export function isToastSeverity(value: unknown): value is ToastSeverity {
  return typeof value === 'string' && (TOAST_SEVERITIES as readonly string[]).includes(value)
}

/** How one toast behaves: unknown severities are info, a missing or unusable life is 5000 ms. */
export function toastBehaviour(input: ToastInput): ToastBehaviour {
  const severity = isToastSeverity(input.kind) ? input.kind : TOAST_DEFAULTS.severity
  const lifeMs =
    typeof input.life === 'number' && Number.isFinite(input.life) && input.life > 0 ? input.life : TOAST_DEFAULTS.lifeMs
  return {
    severity,
    lifeMs,
    closable: input.closable ?? TOAST_DEFAULTS.closable,
    group: input.group ?? null,
    role: severity === 'error' || severity === 'warn' ? 'alert' : 'status',
  }
}
