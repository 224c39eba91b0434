import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { clearPageCache } from '@/services/page-cache/page-cache'

/**
 * After an edit in the admin, drop the cached reads tagged with this collection so every page
 * that shows it is re-rendered on its next request (issue 5, "Publishing"). Outside Next (seed,
 * CLI, tests) there is no cache to drop, so the call is skipped.
 */
function dropTags(tags: string[]): void {
  // Rendered inventory pages of this process go too (decision 0097); other instances' expire by themselves.
  clearPageCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next request (seed script, tests): nothing cached to drop.
    }
  }
}

export function revalidateTagsAfterChange(...tags: string[]): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  return ({ doc }) => {
    dropTags(tags)
    return doc
  }
}

export function revalidateGlobalAfterChange(...tags: string[]): GlobalAfterChangeHook {
  return ({ doc }) => {
    dropTags(tags)
    return doc
  }
}
