'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import {
  LATEST_BUILD_PATH,
  VERSION_FIRST_CHECK_MS,
  VERSION_POLL_MS,
  buildChanged,
  isChunkLoadError,
  isPlainInternalClick,
  reloadAllowed,
  reloadTarget,
} from '@/domain/version/version-check'
import { callApi } from '@/client/http/api'

const GUARD_KEY = 'chunkReloadAt'

/** The internal link clicked last (for the route being opened when a chunk fails). */
let pendingNavigation: { href: string; at: number } | null = null

/**
 * A chunk that failed to load reloads the route being opened (the link clicked within the last
 * 10 s, else the current address), at most once per 10 seconds per tab (section 8). True when it
 * reloads. Called from window error events and from the error boundaries (app/(frontend)/error.tsx):
 * a chunk failing while a route renders is caught by the boundary and never reaches window.
 */
export function recoverFromChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  const last = Number(window.sessionStorage.getItem(GUARD_KEY) ?? 'NaN')
  const now = Date.now()
  if (!reloadAllowed(Number.isFinite(last) ? last : null, now)) return false
  window.sessionStorage.setItem(GUARD_KEY, String(now))
  window.location.assign(reloadTarget(window.location.href, pendingNavigation, now))
  return true
}

/**
 * Version check and chunk-load recovery (visitor-layer.md sections 4, 7 and 8; decision 0072):
 * polls /builds/latest.json; once the id differs from this page's build, the next navigation is a
 * full page load (a link click becomes location.assign; a programmatic one reloads on arrival).
 * A chunk that fails to load reloads the route being opened, at most once per 10 seconds.
 */
export function VersionCheck({ buildId }: { buildId: string }) {
  const stale = useRef(false)
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    let interval: number | undefined
    const check = () => {
      void callApi(LATEST_BUILD_PATH, { cache: 'no-store' }).then((answer) => {
        if (!answer.ok) return
        if (buildChanged(buildId, answer.body)) stale.current = true
        // What the last check found, on <html> as data-experiments is (decision 0238).
        document.documentElement.dataset.buildCheck = stale.current ? 'changed' : 'same'
      })
    }
    const first = window.setTimeout(() => {
      check()
      interval = window.setInterval(check, VERSION_POLL_MS)
    }, VERSION_FIRST_CHECK_MS)

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (
        !(link instanceof HTMLAnchorElement) ||
        !isPlainInternalClick(
          event,
          { href: link.href, target: link.target, download: link.hasAttribute('download') },
          window.location.origin,
        )
      )
        return
      pendingNavigation = { href: link.href, at: Date.now() }
      if (!stale.current) return
      event.preventDefault()
      event.stopPropagation()
      window.location.assign(link.href)
    }
    const onError = (event: ErrorEvent) => void recoverFromChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => void recoverFromChunkError(event.reason)
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(interval)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [buildId])

  // A navigation that did not come from a link (router.push, back/forward) reloads on arrival.
  useEffect(() => {
    if (pathname !== firstPath.current && stale.current) window.location.reload()
  }, [pathname])

  return null
}
