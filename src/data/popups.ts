import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { popupEnded, popupFromDoc, type PopupDefinition } from '@/domain/popups'
import { noteContentChanges } from '@/services/page-cache/content-expiry'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { getActiveExperiments } from './experiments'

/**
 * The popups the browser runtime may show (visitor-layer.md sections 3-6): published and switched
 * on, read with public access (src/access/published-active-or-staff.ts), in the spec's definition
 * shape. Cached under the popups tag; an edit in the admin drops it. A read failure shows no
 * popups rather than breaking every page. Read once per request (React's `cache`): the shell
 * starts the read early (preloadPopups) and the popups component uses the same read.
 */
const cachedActivePopups = unstable_cache(
  async (): Promise<PopupDefinition[]> => {
    const payload = await payloadClient()
    try {
      const res = await payload.find({
        collection: 'popups',
        depth: 0,
        limit: 100,
        pagination: false,
        overrideAccess: false,
        sort: 'createdAt',
      })
      return res.docs.map((doc) => popupFromDoc(doc))
    } catch (error) {
      payload.logger.error({ err: error }, 'popups: read failed')
      return []
    }
  },
  ['popups-v1'],
  { tags: [TAGS.popups], revalidate: SHARED_CACHE_SECONDS },
)

/**
 * A popup past its end date is sent to no one (issue 37): filtered per request, outside the data
 * cache, and its end noted so that a page kept before it does not outlive it.
 */
export const getActivePopups = cache(async (): Promise<PopupDefinition[]> => visiblePopups(await cachedActivePopups()))

function visiblePopups(popups: PopupDefinition[]): PopupDefinition[] {
  noteContentChanges(popups.map((p) => p.endsAt))
  const now = new Date()
  return popups.filter((p) => !popupEnded(p, now))
}

/** Published popups by popupId, whether or not they are switched on for the site. */
const cachedPopupsById = unstable_cache(
  async (ids: string[]): Promise<PopupDefinition[]> => {
    const payload = await payloadClient()
    try {
      const res = await payload.find({
        collection: 'popups',
        depth: 0,
        limit: 100,
        pagination: false,
        overrideAccess: true,
        sort: 'createdAt',
        where: { and: [{ popupId: { in: ids } }, { _status: { equals: 'published' } }] },
      })
      return res.docs.map((doc) => popupFromDoc(doc))
    } catch (error) {
      payload.logger.error({ err: error }, 'popups: experiment popups read failed')
      return []
    }
  },
  ['experiment-popups-v2'],
  { tags: [TAGS.popups, TAGS.experiments], revalidate: SHARED_CACHE_SECONDS },
)

/**
 * The popups a switched-on experiment's variants switch on (decision 0105), published, in the
 * definition shape, whether or not they are switched on for the site: the browser runtime adds them
 * for visitors in that variant only (src/domain/experiments popupsForVisitor). Cached under both
 * the popups and the experiments tags. The experiments are read outside the cached read: a cached
 * read inside another is not cached, so each miss had read the experiments from the database again
 * (decision 0230).
 */
export const getExperimentPopups = cache(async (): Promise<PopupDefinition[]> => {
  const ids = [...new Set((await getActiveExperiments()).flatMap((e) => e.variants.flatMap((v) => v.popups)))].sort()
  return ids.length === 0 ? [] : visiblePopups(await cachedPopupsById(ids))
})

/** Starts the shell's popup reads before the page renders (Next's preload pattern); the popups component awaits them. */
export function preloadPopups(): void {
  getActivePopups().catch(() => undefined)
  getExperimentPopups().catch(() => undefined)
}
