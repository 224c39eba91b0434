import { EARLY_TAP_LIVE, EARLY_TAP_QUEUE } from '@/domain/early-taps/early-tap-script'

type WithQueue = Window & { [EARLY_TAP_QUEUE]?: Element[] }

/** Buttons that are live and whose held tap waits for the taps held before it. */
const waiting = new Map<Element, () => void>()

/**
 * Marks a server-rendered button as taking taps itself from now on; a tap held for it before (by
 * the inline early-tap script, decision 0296) is carried out by `press`. Held taps are carried out
 * in the order they were made, each once: a tap waits until the buttons of the taps before it are
 * ready too, so "Accept all" then a heart saves the vehicle with the consent just given. A held tap
 * on a button that has left the page is dropped.
 */
export function goLive(button: Element, press: () => void): void {
  button.setAttribute(EARLY_TAP_LIVE, '')
  const queue = (window as WithQueue)[EARLY_TAP_QUEUE]
  if (!queue?.includes(button)) return
  waiting.set(button, press)
  while (queue.length > 0) {
    const next = queue[0]
    const pressNext = waiting.get(next)
    if (!pressNext && next.isConnected) return
    queue.shift()
    waiting.delete(next)
    if (next.isConnected) pressNext?.()
  }
}
