'use client'
import { createSlotQueue, isRoutePrefetch } from '@/domain/navigation/preload-queue'

declare global {
  interface Window {
    __routePreloadLimit?: true
  }
}

type HeaderSource = Iterable<[string, string]> | Record<string, string> | undefined

/**
 * Route preloading at most 5 in parallel (visitor-layer.md section 9; decision 0106). Next's
 * router preloads the routes of links in view and of hovered links; its scheduler allows up to 12
 * at once for hovered links. Every such request (it carries the next-router-prefetch header) goes
 * through a 5-slot queue here; a slot is held until the response body has fully arrived, so no
 * more than 5 preloads are ever on the wire. Navigations and other requests pass straight through.
 */
export function installRoutePreloadLimit(win: Window): void {
  if (win.__routePreloadLimit) return
  win.__routePreloadLimit = true
  const original = win.fetch.bind(win)
  const slots = createSlotQueue()
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = (init?.headers ?? (input instanceof Request ? input.headers : undefined)) as HeaderSource
    if (!isRoutePrefetch(headers)) return original(input, init)
    const release = await slots.acquire()
    try {
      const response = await original(input, init)
      if (!response.body) release()
      // A copy of the body is read to its end to learn when the transfer is over; the router reads the original.
      else void response.clone().arrayBuffer().then(release, release)
      return response
    } catch (error) {
      release()
      throw error
    }
  }
}

// Installed when the shell's client code loads, before the first link is hydrated and preloaded.
if (typeof window !== 'undefined') installRoutePreloadLimit(window)

/** Mounted once in the root shell so this module is part of every page's client code. */
export function RoutePreloadLimit() {
  return null
}
