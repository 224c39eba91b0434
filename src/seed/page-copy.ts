import type { GlobalSlug, Payload } from 'payload'
import { PAGE_COPY_DEFAULTS, type PageCopySlug } from '@/domain/page-copy'

/**
 * The built-in words of the financing, sell-or-trade, careers, referrals, contact and help pages,
 * published (issue 20). Written only for a page whose copy was never saved, so a second run keeps
 * what marketing changed; a database that never ran this shows the same built-in text (decision 0248).
 */
export async function seedPageCopy(payload: Payload): Promise<number> {
  let written = 0
  for (const slug of Object.keys(PAGE_COPY_DEFAULTS) as PageCopySlug[]) {
    const current = await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0, draft: true })
    if (current.updatedAt) continue
    await payload.updateGlobal({
      slug: slug as GlobalSlug,
      depth: 0,
      data: { ...PAGE_COPY_DEFAULTS[slug], _status: 'published' } as never,
    })
    written++
  }
  return written
}
