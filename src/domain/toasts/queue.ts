/**
 * Which toasts are on screen once another arrives (OURS, decision 0292; visitor-layer.md section 9
 * says where a toast sits and how long it lives, not how many). A shopper who presses "Send" again
 * on a form with mistakes gets the same "Something went wrong" toast each time; stacked, three of
 * them covered half a phone's screen. The same message (severity, summary and detail) shown again
 * replaces the earlier one, its life starting over, and at most MAX_TOASTS are shown, the oldest
 * leaving first.
 */
export const MAX_TOASTS = 3

export type QueuedToast = { id: number; kind: string; title: string; description: string }

export function withToast<T extends QueuedToast>(shown: readonly T[], next: T, max = MAX_TOASTS): T[] {
  const others = shown.filter(
    (toast) => !(toast.kind === next.kind && toast.title === next.title && toast.description === next.description),
  )
  return [...others, next].slice(-max)
}
