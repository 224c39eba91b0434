import 'server-only'
import { unstable_cache } from 'next/cache'
import { popupFromDoc, type PopupDefinition } from '@/domain/popups'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/**
 * The popups the browser runtime may show (visitor-layer.md sections 3-6): published and switched
 * on, read with public access (src/access/published-active-or-staff.ts), in the spec's definition
 * shape. Cached under the popups tag; an edit in the admin drops it. A read failure shows no
 * popups rather than breaking every page.
 */
export const getActivePopups = unstable_cache(
  async (): Promise<PopupDefinition[]> => {
    const payload = await payloadClient()
    try {
      const res = await payload.find({ collection: 'popups', depth: 0, limit: 100, pagination: false, overrideAccess: false, sort: 'createdAt' })
      return res.docs.map((doc) => popupFromDoc(doc))
    } catch (error) {
      payload.logger.error({ err: error }, 'popups: read failed')
      return []
    }
  },
  ['popups-v1'],
  { tags: [TAGS.popups], revalidate: SHARED_CACHE_SECONDS },
)
