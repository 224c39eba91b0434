import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPageSettles, SETTLE_DELAY_MS } from './after-page-settles'

/** A window with timers, a load event and (optionally) requestIdleCallback, in the node test runner. */
function fakeBrowser(readyState: 'loading' | 'complete', withIdle: boolean) {
  const loadListeners = new Set<() => void>()
  const idle: Array<() => void> = []
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (_: string, fn: () => void) => loadListeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => loadListeners.delete(fn),
    ...(withIdle
      ? { requestIdleCallback: (fn: () => void) => idle.push(fn), cancelIdleCallback: () => idle.splice(0) }
      : {}),
  }
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', { readyState })
  return { load: () => [...loadListeners].forEach((fn) => fn()), runIdle: () => idle.splice(0).forEach((fn) => fn()) }
}

describe('afterPageSettles', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the load event, then the delay, then an idle moment', () => {
    const browser = fakeBrowser('loading', true)
    const task = vi.fn()
    afterPageSettles(task)
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 2)
    expect(task).not.toHaveBeenCalled()
    browser.load()
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1)
    browser.runIdle()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).not.toHaveBeenCalled()
    browser.runIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('on a page already loaded, counts the delay from now; without requestIdleCallback it runs after the delay', () => {
    fakeBrowser('complete', false)
    const task = vi.fn()
    afterPageSettles(task)
    vi.advanceTimersByTime(SETTLE_DELAY_MS)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['before the page loads', 0],
    ['during the delay', SETTLE_DELAY_MS / 2],
    ['while waiting for an idle moment', SETTLE_DELAY_MS],
  ])('never runs when cancelled %s', (_when, elapsed) => {
    const browser = fakeBrowser('loading', true)
    const task = vi.fn()
    const cancel = afterPageSettles(task)
    if (elapsed > 0) browser.load()
    vi.advanceTimersByTime(elapsed)
    cancel()
    browser.load()
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 2)
    browser.runIdle()
    expect(task).not.toHaveBeenCalled()
  })
})
