/**
 * Runs `task` once the page has loaded, a moment has passed and the main thread is idle (issue 9
 * "Speed"; decision 0123): for work that only prepares something for later, such as fetching the
 * popup dialog ahead of time, so it never competes with the page's own start on a slow phone.
 * Returns a cancel function (an effect's cleanup).
 */
export const SETTLE_DELAY_MS = 2000

export function afterPageSettles(task: () => void): () => void {
  let cancelled = false
  let timer: number | undefined
  let idle: number | undefined
  const whenIdle = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(() => !cancelled && task(), { timeout: SETTLE_DELAY_MS })
    else task()
  }
  const afterLoad = () => {
    timer = window.setTimeout(whenIdle, SETTLE_DELAY_MS)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', afterLoad)
    if (timer !== undefined) window.clearTimeout(timer)
    if (idle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
  }
}
