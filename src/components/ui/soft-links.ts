import type { MouseEvent } from 'react'

/**
 * Client-side navigation for plain links, by one click handler on their container (issue 17): a
 * list of dozens of links (the search page's filters) costs the browser one component per link
 * with next/link, each hydrated with its own hooks. Plain <a> elements render and hydrate as
 * markup, work without JavaScript, and a click that the browser would follow in this tab (primary
 * button, no modifier key, same origin, no target or download) goes through the router instead, so
 * the shopper keeps the soft navigation next/link gave. Links of this kind are never prefetched.
 */
export function softNavigationTarget(event: MouseEvent<HTMLElement>, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, origin)
  if (url.origin !== origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}
