import 'server-only'
import { unstable_cache } from 'next/cache'
import type { GlobalSlug } from 'payload'
import { offerValidityDays } from '@/domain/trade-in/offer'
import {
  PAGE_COPY_DEFAULTS,
  copyPlaceholderValues,
  fillCopy,
  withDefaults,
  type PageCopyOf,
  type PageCopySlug,
} from '@/domain/page-copy'
import { payloadClient } from './payload'
import { isDraft } from './draft'
import { getFinanceSettings } from './finance-settings'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

async function loadSaved(slug: PageCopySlug, draft: boolean): Promise<unknown> {
  const payload = await payloadClient()
  // Drafts are read only in draft mode, which /api/preview grants to staff sessions alone.
  return payload.findGlobal({ slug: slug as GlobalSlug, depth: 0, draft, overrideAccess: draft })
}

const loadPublished = unstable_cache((slug: PageCopySlug) => loadSaved(slug, false), ['page-copy-v1'], {
  tags: [TAGS.pageCopy],
  revalidate: SHARED_CACHE_SECONDS,
})

/**
 * Days an instant offer stays valid, for the `{offer validity days}` placeholder: the number the
 * offer engine uses. The offer settings are staff-only as a whole; this one figure is what every
 * offer already tells shoppers.
 */
const getOfferValidityDays = unstable_cache(
  async (): Promise<number> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'offer-settings', depth: 0, select: { validityDays: true } })
    return offerValidityDays(doc.validityDays)
  },
  ['offer-validity-days-v1'],
  { tags: [TAGS.offerSettings], revalidate: SHARED_CACHE_SECONDS },
)

export type PageCopyView<S extends PageCopySlug> = { copy: PageCopyOf<S>; draft: boolean }

/**
 * The words of a page (issue 20): the published copy, or the editor's draft in live preview, with
 * the built-in text wherever nothing was saved (decision 0248) and the placeholders filled from the
 * settings on every request, so a figure is never older than its setting.
 */
export async function getPageCopy<S extends PageCopySlug>(slug: S): Promise<PageCopyView<S>> {
  const draft = await isDraft()
  const [saved, finance, offerValidityDays] = await Promise.all([
    draft ? loadSaved(slug, true) : loadPublished(slug),
    getFinanceSettings(),
    getOfferValidityDays(),
  ])
  const copy = withDefaults(saved, PAGE_COPY_DEFAULTS[slug] as PageCopyOf<S>)
  return { copy: fillCopy(copy, copyPlaceholderValues({ finance, offerValidityDays })), draft }
}
