import 'server-only'
import { unstable_cache } from 'next/cache'
import { consentConfigFromDoc, type ConsentConfig } from '@/domain/consent/settings'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/** Cookie banner tier, mode and texts (visitor-layer.md sections 2 and 9); public read. */
export const getConsentSettings = unstable_cache(
  async (): Promise<ConsentConfig> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'consent-settings', depth: 0, overrideAccess: false })
    return consentConfigFromDoc(doc)
  },
  ['consent-settings-v1'],
  { tags: [TAGS.consentSettings], revalidate: SHARED_CACHE_SECONDS },
)
