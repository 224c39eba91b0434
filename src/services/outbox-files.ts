import { readdirSync } from 'node:fs'

/** The newest files of a local outbox folder (mail .eml, SMS .json), by name; none if it does not exist yet. */
export function newestOutboxFiles(dir: string, extension: string, limit: number): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(extension))
      .sort()
      .reverse()
      .slice(0, limit)
  } catch {
    return []
  }
}
