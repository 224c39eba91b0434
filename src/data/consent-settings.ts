import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { consentConfigFromDoc, type ConsentConfig } from '@/domain/consent/settings'
import { readShellGlobals } from './shell-globals'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/**
 * Cookie banner tier, mode and texts (visitor-layer.md sections 2 and 9); public read. Read once per
 * request (React's `cache`): the shell and the recently viewed vehicles both ask for it, and with
 * the data cache empty both read the database (decision 0275). Read with the shell's other globals
 * in one statement (decision 0293).
 */
export const getConsentSettings = cache(
  unstable_cache(
    async (): Promise<ConsentConfig> => {
      return consentConfigFromDoc((await readShellGlobals()).consentSettings)
    },
    ['consent-settings-v1'],
    { tags: [TAGS.consentSettings], revalidate: SHARED_CACHE_SECONDS },
  ),
)
