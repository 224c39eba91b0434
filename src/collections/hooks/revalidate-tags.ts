import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { revalidateTag } from 'next/cache'
import { clearPageCache } from '@/services/page-cache/page-cache'
import { publishCacheInvalidation } from '@/services/cache-invalidation/publish'
import type { CacheTag } from '@/data/cache-tags'

/**
 * After an edit in the admin, drop the cached reads under these tags (a collection's or global's
 * slug, or a group: `CacheTag`, src/data/cache-tags.ts) so every page that shows the edit is
 * rendered again on its next request (issue 5, "Publishing"), on every instance (issue 18,
 * decision 0227):
 * - every instance, this one included, hears of the edit through Postgres when its transaction
 *   commits (`publishCacheInvalidation`) and drops its page cache and these data-cache tags
 *   (src/services/cache-invalidation/listener.ts);
 * - this instance also drops them at once, so the editor's next request never waits for the
 *   notification: its whole page cache (every kept page; decision 0285) and, at the end of this
 *   request, the tags (`revalidateTag`). Outside Next (seed, CLI, tests) there is no request and the call is
 *   skipped; the notification still reaches the running servers.
 */
async function dropTags(req: PayloadRequest, tags: CacheTag[]): Promise<void> {
  clearPageCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next request (seed script, tests): nothing cached here to drop.
    }
  }
  await publishCacheInvalidation(req, tags)
}

/**
 * The hooks made here, so a test can walk the Payload config and find every collection and global
 * that announces its changes and deletes (issue 35: tests/int/cache-invalidation-coverage.int.test.ts).
 */
const PUBLISHING_HOOKS = new WeakSet<object>()

/** Whether this hook is one of ours that drops caches on every instance. */
export function publishesInvalidation(hook: unknown): boolean {
  return typeof hook === 'function' && PUBLISHING_HOOKS.has(hook)
}

/**
 * For a collection's `afterChange` and `afterDelete` both: a delete must reach every instance as
 * surely as an edit (issue 35: a deleted review stayed on every page until the lifetimes ran out).
 */
export function revalidateTagsAfterChange(...tags: CacheTag[]): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  const hook: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
    await dropTags(req, tags)
    return doc
  }
  PUBLISHING_HOOKS.add(hook)
  return hook
}

/** A collection's change and delete hooks, announcing the same tags. */
export function revalidateTagsOnChangeAndDelete(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return { afterChange: [revalidateTagsAfterChange(...tags)], afterDelete: [revalidateTagsAfterChange(...tags)] }
}

export function revalidateGlobalAfterChange(...tags: CacheTag[]): GlobalAfterChangeHook {
  const hook: GlobalAfterChangeHook = async ({ doc, req }) => {
    await dropTags(req, tags)
    return doc
  }
  PUBLISHING_HOOKS.add(hook)
  return hook
}
