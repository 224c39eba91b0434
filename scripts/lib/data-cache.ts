import { rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Next keeps `unstable_cache` entries on disk under .next/cache/fetch-cache, keyed by function,
 * not by database. A server started on a different database (tests, benchmark, then `npm start`)
 * would serve the previous database's data until revalidation, so every launcher clears it first.
 */
export function clearDataCache(root: string): void {
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}
