/**
 * A module fetched when it is first needed, not with the page (issue 9 "Speed"; decisions 0120,
 * 0122): one download shared by every caller. `warm` starts it without waiting (e.g. at the first
 * keystroke), `load` awaits it (e.g. at submit). A failed download (offline, a new deploy) is
 * forgotten, so the next call tries again.
 */
export function onDemand<T>(importer: () => Promise<T>): { load: () => Promise<T>; warm: () => void } {
  let pending: Promise<T> | null = null
  const load = (): Promise<T> => {
    pending ??= importer().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
  return { load, warm: () => void load().catch(() => undefined) }
}
