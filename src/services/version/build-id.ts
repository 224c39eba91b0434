import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * This build's identifier (decision 0072): Next writes it to .next/BUILD_ID at `next build`. Read
 * once per process; `next dev` has none and answers 'development' (the check then never fires,
 * since the client compares against the same value).
 */
let cached: string | undefined

export function currentBuildId(): string {
  if (cached !== undefined) return cached
  try {
    cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || 'development'
  } catch {
    cached = 'development'
  }
  return cached
}
