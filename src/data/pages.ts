import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Page } from '@/payload-types'
import { payloadClient } from './payload'
import { isDraft } from './draft'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

export type PageDoc = Pick<Page, 'id' | 'title' | 'slug' | 'layout' | 'updatedAt'>
export type PageBlock = NonNullable<Page['layout']>[number]

async function load(slug: string, draft: boolean): Promise<PageDoc | null> {
  const payload = await payloadClient()
  const res = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    // No count: only the page is needed, and Payload's count is a query of its own before it.
    pagination: false,
    depth: 1,
    draft,
    // Drafts are read only in draft mode, which /api/preview grants to staff sessions alone.
    overrideAccess: draft,
    select: { title: true, slug: true, layout: true, updatedAt: true },
  })
  return (res.docs[0] as PageDoc | undefined) ?? null
}

const loadPublished = unstable_cache((slug: string) => load(slug, false), ['page-v1'], {
  tags: [TAGS.pages],
  revalidate: SHARED_CACHE_SECONDS,
})

/** An editable page by slug ('home', 'service', 'legal/privacy-policy' ...); drafts in preview. */
export async function getPage(slug: string): Promise<PageDoc | null> {
  return (await isDraft()) ? load(slug, true) : loadPublished(slug)
}

/** Slugs and dates of every published page, for the sitemap. */
export const getPageEntries = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'pages',
      limit: 500,
      depth: 0,
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
      pagination: false,
    })
    return res.docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
  ['page-entries-v1'],
  { tags: [TAGS.pages], revalidate: SHARED_CACHE_SECONDS },
)
