import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { experimentFromDoc, type Experiment, type ExperimentDoc } from '@/domain/experiments'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/**
 * The switched-on experiments (issue 8, decision 0070) in the public shape; popups by popupId. Cached under the experiments tag; an edit in the admin
 * drops it. A read failure means no experiments (the site shows its defaults), never a broken page.
 * Read once per request (React's `cache`): the shell and the popups both ask for them.
 */
export const getActiveExperiments = cache(
  unstable_cache(
    async (): Promise<Experiment[]> => {
      const payload = await payloadClient()
      try {
        // Switched-on experiments only, as the public read rule says; read past access so that a
        // variant's popups populate (to their popupId) even while switched off for the site: a
        // variant may switch a popup on for its visitors (decision 0105).
        const res = await payload.find({
          collection: 'experiment-definitions',
          depth: 1,
          limit: 100,
          pagination: false,
          overrideAccess: true,
          where: { active: { equals: true } },
          sort: 'createdAt',
        })
        return res.docs
          .map((doc) => experimentFromDoc(doc as unknown as ExperimentDoc))
          .filter((e) => e.name && e.variants.length > 0)
      } catch (error) {
        payload.logger.error({ err: error }, 'experiments: read failed')
        return []
      }
    },
    ['experiments-v1'],
    { tags: [TAGS.experiments], revalidate: SHARED_CACHE_SECONDS },
  ),
)
