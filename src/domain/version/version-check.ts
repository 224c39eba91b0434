/**
 * Version check and chunk-load recovery (visitor-layer.md sections 4 and 7, section 9 "Page
 * reload guard: 10 seconds"; decision 0072). Pure: the browser leaf passes ids, errors and times.
 */
export const VERSION_POLL_MS = 60_000
/** The first check runs soon after load, so a tab opened just before a deploy notices it quickly. */
export const VERSION_FIRST_CHECK_MS = 5_000
export const RELOAD_GUARD_MS = 10_000
export const LATEST_BUILD_PATH = '/builds/latest.json'

/** A changed identifier makes the next navigation a full page load (section 4 "Version check"). */
export function buildChanged(current: string, latest: unknown): boolean {
  if (!current || typeof latest !== 'object' || latest === null) return false
  const id = (latest as { buildId?: unknown }).buildId
  return typeof id === 'string' && id !== '' && id !== current
}

const CHUNK_MESSAGE = new RegExp(
  [
    'Loading (CSS )?chunk [\\w/.-]+ failed',
    'ChunkLoadError',
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
  ].join('|'),
  'i',
)

/** Webpack's ChunkLoadError, Turbopack's and the browsers' dynamic-import failures. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  if (typeof error === 'string') return CHUNK_MESSAGE.test(error)
  if (typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))
}

/** At most one recovery reload per 10 seconds (section 8), so a broken deploy never loops. */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS ||
    now < lastReloadAt
  )
}

/**
 * Which address a chunk failure reloads: the route being navigated to when a link was clicked
 * within the guard window (the failure happens while loading it), otherwise the current address.
 */
export function reloadTarget(current: string, pending: { href: string; at: number } | null, now: number): string {
  return pending && now - pending.at < RELOAD_GUARD_MS ? pending.href : current
}

/** Whether a click on a link should become a full page load (stale build): same origin, plain left click, no new tab. */
export function isPlainInternalClick(
  click: {
    button: number
    metaKey: boolean
    ctrlKey: boolean
    shiftKey: boolean
    altKey: boolean
    defaultPrevented: boolean
  },
  link: { href: string; target: string; download: boolean },
  origin: string,
): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return false
  if (link.download || (link.target && link.target !== '_self')) return false
  try {
    return new URL(link.href, origin).origin === origin
  } catch {
    return false
  }
}
