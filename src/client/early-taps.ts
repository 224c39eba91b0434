import { EARLY_TAP_LIVE, EARLY_TAP_QUEUE } from '@/domain/early-taps/early-tap-script'

type WithQueue = Window & { [EARLY_TAP_QUEUE]?: Element[] }

/**
 * Marks a server-rendered button as taking taps itself from now on, and says whether it was tapped
 * before (held by the inline early-tap script, decision 0296). Each held tap is given out once.
 */
export function goLive(button: Element): boolean {
  button.setAttribute(EARLY_TAP_LIVE, '')
  const queue = (window as WithQueue)[EARLY_TAP_QUEUE]
  const at = queue ? queue.indexOf(button) : -1
  if (at < 0) return false
  queue!.splice(at, 1)
  return true
}
