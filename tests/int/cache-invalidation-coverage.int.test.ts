/**
 * Issue 35, "Deletes that invalidate nothing": every collection announces its changes and its deletes,
 * and every global its changes, to every instance (decision 0227), unless it holds nothing the site
 * shows and says why in src/collections/hooks/no-public-content.ts. This walks the Payload config as
 * it runs (plugins included), so a new collection or global without the hooks fails here.
 */
import { describe, expect, it } from 'vitest'
import pg from 'pg'
import { inject } from 'vitest'
import { testPayload } from '../support/payload'
import { publishesInvalidation } from '@/collections/hooks/revalidate-tags'
import { NO_PUBLIC_CONTENT } from '@/collections/hooks/no-public-content'

/** Payload's own collections (its preferences, migrations, jobs and locks): none holds content. */
const PAYLOAD_INTERNAL = /^payload-/

describe('every collection and global announces its changes (issue 35)', () => {
  it('each collection announces on change and on delete, each global on change, or is exempt with a reason', async () => {
    const payload = await testPayload()
    const missing: string[] = []
    for (const collection of payload.config.collections) {
      if (PAYLOAD_INTERNAL.test(collection.slug) || collection.slug in NO_PUBLIC_CONTENT) continue
      if (!collection.hooks.afterChange?.some(publishesInvalidation)) missing.push(`${collection.slug}: afterChange`)
      if (!collection.hooks.afterDelete?.some(publishesInvalidation)) missing.push(`${collection.slug}: afterDelete`)
    }
    for (const global of payload.config.globals) {
      if (global.slug in NO_PUBLIC_CONTENT) continue
      if (!global.hooks.afterChange?.some(publishesInvalidation)) missing.push(`global ${global.slug}: afterChange`)
    }
    expect(missing).toEqual([])
  })

  it('names no collection or global that does not exist, and none that announces anyway', async () => {
    const payload = await testPayload()
    const known = new Map<string, boolean>([
      ...payload.config.collections.map(
        (c) =>
          [
            c.slug,
            !!(c.hooks.afterChange?.some(publishesInvalidation) || c.hooks.afterDelete?.some(publishesInvalidation)),
          ] as const,
      ),
      ...payload.config.globals.map((g) => [g.slug, !!g.hooks.afterChange?.some(publishesInvalidation)] as const),
    ])
    for (const [slug, reason] of Object.entries(NO_PUBLIC_CONTENT)) {
      expect(known.has(slug), `${slug} is exempt but is no collection or global`).toBe(true)
      expect(known.get(slug), `${slug} is exempt but announces its changes`).toBe(false)
      expect(reason.length).toBeGreaterThan(10)
    }
  })

  it('a deleted review is announced (it stayed on every instance before issue 35)', async () => {
    const payload = await testPayload()
    const databaseUrl = inject('databaseUrl')
    const count = async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from cache_invalidations where tags = '["reviews"]'`,
        )
        return Number(rows[0].n)
      } finally {
        await client.end()
      }
    }
    const review = await payload.create({
      collection: 'reviews',
      data: { reviewerName: 'Issue 35', platform: 'google', text: 'Deleted at once.' },
      depth: 0,
      overrideAccess: true,
    })
    const before = await count()
    await payload.delete({ collection: 'reviews', id: review.id, overrideAccess: true })
    expect(await count()).toBe(before + 1)
  })
})
