import { afterAll, beforeAll } from 'vitest'
import { staffAuthHeaders, staffToken } from './staff'
import { NOT_FIELDS, type GlobalSlug } from './global-fields'

/**
 * For an end-to-end file that changes globals (tracker ids, consent tier, store settings): reads
 * them before the file's first test and writes them back after its last, whatever happened in
 * between, so the next file starts from the same site (issue 36; tests/support/settings-leak-check.ts
 * fails a file that does not).
 */
export function keepGlobals(baseUrl: string, slugs: GlobalSlug[]): void {
  const saved = new Map<GlobalSlug, Record<string, unknown>>()
  beforeAll(async () => {
    const headers = staffAuthHeaders(await staffToken(baseUrl, 'admin'))
    for (const slug of slugs) {
      const res = await fetch(`${baseUrl}/api/globals/${slug}?depth=0`, { headers })
      if (!res.ok) throw new Error(`reading ${slug}: ${res.status} ${await res.text()}`)
      const doc = (await res.json()) as Record<string, unknown>
      for (const key of NOT_FIELDS) delete doc[key]
      saved.set(slug, doc)
    }
  })
  afterAll(async () => {
    const headers = { 'content-type': 'application/json', ...staffAuthHeaders(await staffToken(baseUrl, 'admin')) }
    for (const [slug, doc] of saved) {
      const res = await fetch(`${baseUrl}/api/globals/${slug}?depth=0`, {
        method: 'POST',
        headers,
        body: JSON.stringify(doc),
      })
      if (!res.ok) throw new Error(`restoring ${slug}: ${res.status} ${await res.text()}`)
    }
  })
}
