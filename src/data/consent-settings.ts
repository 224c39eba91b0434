import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { consentConfigFromDoc, type ConsentConfig } from '@/domain/consent/settings'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/**
 * Cookie banner tier, mode and texts (visitor-layer.md sections 2 and 9); public read. Read once per
 * request (React's `cache`): the shell and the recently viewed vehicles both ask for it, and with
 * the data cache empty both read the database (decision 0275).
 */
export const getConsentSettings = cache(
  unstable_cache(
    async (): Promise<ConsentConfig> => {
      const payload = await payloadClient()
      const doc = await payload.findGlobal({ slug: 'consent-settings', depth: 0, overrideAccess: false })
      return consentConfigFromDoc(doc)
    },
    ['consent-settings-v1'],
    { tags: [TAGS.consentSettings], revalidate: SHARED_CACHE_SECONDS },
  ),
)
