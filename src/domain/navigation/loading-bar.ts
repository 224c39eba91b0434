/**
 * The page loading bar (visitor-layer.md section 2, "Root shell"): throttle 200 ms, duration
 * 2000 ms, height 3 px; it goes from start to finish or error, then hides after 500 ms and resets
 * 400 ms later. The timings are the spec's; the component (src/components/layout) only runs them.
 */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const

/** What the browser knows about a click on a link. */
export type LinkClick = {
  /** The anchor's resolved href (a.href), or null when it has none. */
  href: string | null
  target: string | null
  download: boolean
  button: number
  modifier: boolean
}

/**
 * Whether a click starts an in-app navigation worth a loading bar: a plain left click on a link
 * to another page of this origin, opened in the same tab. Hash jumps on the same page, downloads,
 * new tabs and other origins (tel:, mailto:, outside sites) do not.
 */
export function startsPageNavigation(click: LinkClick, current: string): boolean {
  if (!click.href || click.download || click.button !== 0 || click.modifier) return false
  if (click.target && click.target !== '_self') return false
  let to: URL
  let from: URL
  try {
    to = new URL(click.href, current)
    from = new URL(current)
  } catch {
    return false
  }
  if (to.origin !== from.origin) return false
  return to.pathname !== from.pathname || to.search !== from.search
}
