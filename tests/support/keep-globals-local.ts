import { afterAll, beforeAll } from 'vitest'
import { testPayload } from './payload'
import { NOT_FIELDS, type GlobalSlug } from './global-fields'

/**
 * For an integration file that changes globals (e-mail routing, consent tier): reads them before
 * the file's first test and writes them back after its last, whatever happened in between, so the
 * next file starts from the same settings (issue 36; tests/support/settings-leak-check.ts fails a
 * file that does not). The Local API twin of keep-globals.ts.
 */
export function keepGlobalsLocal(slugs: GlobalSlug[]): void {
  const saved = new Map<GlobalSlug, Record<string, unknown>>()
  beforeAll(async () => {
    const payload = await testPayload()
    for (const slug of slugs) {
      const doc = { ...(await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) } as Record<string, unknown>
      for (const key of NOT_FIELDS) delete doc[key]
      saved.set(slug, doc)
    }
  })
  afterAll(async () => {
    const payload = await testPayload()
    for (const [slug, data] of saved) await payload.updateGlobal({ slug, data, depth: 0, overrideAccess: true })
  })
}
