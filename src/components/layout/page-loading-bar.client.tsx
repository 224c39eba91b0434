'use client'
import { useEffect, useRef, useState } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { LOADING_BAR, startsPageNavigation } from '@/domain/navigation/loading-bar'
import './page-loading-bar.css'
import { useHydrated } from '@/components/ui/use-hydrated'

type Phase = 'idle' | 'loading' | 'done' | 'error' | 'hiding'

/** No page after this long: the click did not navigate (or the tab is about to unload); stop. */
const STALL_MS = 15_000

/**
 * The page loading bar of the root shell (visitor-layer.md section 2; decision 0037): a 3 px bar
 * during client-side route changes. A same-origin link click starts it; it shows only if the new
 * page has not arrived after the 200 ms throttle, runs towards 90 % over 2000 ms, and completes
 * when the URL changes (finish) or a script error occurs (error); 500 ms later it fades, 400 ms
 * after that it resets. Screen readers get role=progressbar and aria-busy on <main> while it runs;
 * prefers-reduced-motion turns the movement off (page-loading-bar.css).
 */
export function PageLoadingBar() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [phase, setPhaseState] = useState<Phase>('idle')
  // True once hydrated, by which time the click listener below is in place (tests wait for data-ready).
  const hydrated = useHydrated()
  const shown = useRef<Phase>('idle')
  const pending = useRef(false)
  const timers = useRef<number[]>([])

  // Everything below reads refs only, so the listeners registered once never see stale state.
  const setPhase = (next: Phase) => {
    shown.current = next
    setPhaseState(next)
  }
  const clear = () => {
    timers.current.forEach((t) => window.clearTimeout(t))
    timers.current = []
  }
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms))
  const end = (how: 'done' | 'error') => {
    if (!pending.current) return
    pending.current = false
    clear()
    if (shown.current !== 'loading') return setPhase('idle') // arrived within the throttle: never shown
    setPhase(how)
    later(() => setPhase('hiding'), LOADING_BAR.hideDelayMs)
    later(() => setPhase('idle'), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs)
  }

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a') : null
      if (!a) return
      const click = {
        href: a.href || null,
        target: a.getAttribute('target'),
        download: a.hasAttribute('download'),
        button: e.button,
        modifier: e.metaKey || e.ctrlKey || e.shiftKey || e.altKey,
      }
      if (!startsPageNavigation(click, window.location.href)) return
      pending.current = true
      clear()
      setPhase('idle')
      later(() => {
        if (pending.current) setPhase('loading')
      }, LOADING_BAR.throttleMs)
      // A handler that cancelled the navigation must not leave the bar up for good.
      later(() => end('done'), STALL_MS)
    }
    const onError = () => end('error')
    const onPop = () => end('done')
    // Capture phase: seen before any handler can stop the click (Next's <Link> cancels its default anyway).
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError)
    window.addEventListener('popstate', onPop)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('popstate', onPop)
      clear()
    }
  }, [])

  // The new page is committed when the URL the router renders changes.
  useEffect(() => end('done'), [pathname, search])

  useEffect(() => {
    const main = document.getElementById('main')
    if (!main) return
    if (phase === 'loading') main.setAttribute('aria-busy', 'true')
    else main.removeAttribute('aria-busy')
  }, [phase])

  return (
    <div
      className="page-loading-bar"
      data-phase={phase}
      data-ready={hydrated ? 'true' : undefined}
      role="progressbar"
      aria-label="Loading page"
      aria-valuetext={phase === 'error' ? 'Failed' : phase === 'loading' ? 'Loading' : 'Loaded'}
      hidden={phase === 'idle'}
      style={{
        ['--loading-bar-height' as string]: `${LOADING_BAR.heightPx}px`,
        ['--loading-bar-duration' as string]: `${LOADING_BAR.durationMs}ms`,
        ['--loading-bar-fade' as string]: `${LOADING_BAR.resetDelayMs}ms`,
      }}
    />
  )
}
