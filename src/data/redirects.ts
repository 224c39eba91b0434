import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

export type EditorRedirect = { to: string; permanent: boolean }

/** '/Old/Path/' -> '/old/path': how editor redirects are matched. */
export function redirectKey(path: string): string {
  return ('/' + path.split(/[?#]/)[0].split('/').filter(Boolean).join('/')).toLowerCase()
}

/** All editor redirects keyed by normalised path; small, so one cached read serves every 404. */
const loadRedirects = unstable_cache(
  async (): Promise<Record<string, EditorRedirect>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      limit: 5000,
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return Object.fromEntries(docs.map((d) => [redirectKey(d.from), { to: d.to, permanent: d.permanent !== false }]))
  },
  ['editor-redirects-v1'],
  { tags: [TAGS.redirects], revalidate: SHARED_CACHE_SECONDS },
)

export async function findEditorRedirect(path: string): Promise<EditorRedirect | null> {
  const all = await loadRedirects()
  const key = redirectKey(path)
  return Object.hasOwn(all, key) ? all[key] : null
}
