/**
 * Content schema on a migrated, seeded database (issue 5): seeded navigation and page metadata,
 * drafts of pages and articles stay private, the article full-text index answers, access by role.
 */
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { PAGE_KEYS } from '@/domain/seo'
import { seedArticles } from '@/seed/data/articles'
import { seedStaff } from '@/seed/data/staff'
import { STAFF_WITHOUT_PHOTO } from '@/seed/content-images'
import type { Media } from '@/payload-types'
import { expectForbidden } from '../support/refusals'

async function asRole(role: string) {
  const payload = await testPayload()
  const res = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, depth: 0 })
  return res.docs[0]
}

describe('content (issue 5)', () => {
  it('seeds the navigation menus from src/config/navigation.ts', async () => {
    const payload = await testPayload()
    const nav = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: false })
    expect(nav.header?.map((i) => i.name)).toEqual(['Financing', 'Shop Used Cars', 'Sell/Trade', 'Under $20K'])
    expect(nav.header?.[1].children?.map((c) => c.name)).toEqual([
      'All used cars',
      'Under $20K',
      'Sedans',
      'Trucks',
      'SUVs',
      'Minivans',
    ])
    expect(nav.footer?.map((i) => i.name)).toEqual(['Get Financing', 'Dealership', 'Sell or Trade'])
    expect(nav.line?.map((i) => i.name)).toEqual(['Contact Us', 'Privacy Policy', 'Cookie Policy'])
  })

  it('seeds one metadata row per page key and rejects duplicates', async () => {
    const payload = await testPayload()
    const meta = await payload.findGlobal({ slug: 'page-metadata', depth: 0 })
    expect(meta.pages?.map((r) => r.page).sort()).toEqual([...PAGE_KEYS].sort())
    const err = await payload
      .updateGlobal({
        slug: 'page-metadata',
        data: {
          pages: [
            { page: 'service', title: 'A' },
            { page: 'service', title: 'B' },
          ],
        },
      })
      .catch((e: unknown) => e)
    // The field error carries the editor-facing message; the thrown message only names the field.
    expect(JSON.stringify((err as { data?: unknown }).data)).toContain('The page \\"service\\" is listed twice.')
  })

  it('keeps page and article drafts from shoppers', async () => {
    const payload = await testPayload()
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Secret', slug: 'secret-draft', _status: 'draft', layout: [] },
      draft: true,
    })
    const publicRead = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-draft' } },
      overrideAccess: false,
    })
    expect(publicRead.docs).toHaveLength(0)
    const marketing = await asRole('marketing')
    const staffRead = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-draft' } },
      overrideAccess: false,
      user: marketing,
      draft: true,
    })
    expect(staffRead.docs).toHaveLength(1)
    await payload.delete({ collection: 'pages', id: draft.id })

    const article = await payload.create({
      collection: 'articles',
      data: { title: 'Secret article', slug: 'secret-article-draft', category: 'news', _status: 'draft' },
      draft: true,
    })
    expect(
      (
        await payload.find({
          collection: 'articles',
          where: { slug: { equals: 'secret-article-draft' } },
          overrideAccess: false,
        })
      ).docs,
    ).toHaveLength(0)
    expect(
      (
        await payload.find({
          collection: 'articles',
          where: { slug: { equals: 'secret-article-draft' } },
          overrideAccess: false,
          user: marketing,
          draft: true,
        })
      ).docs,
    ).toHaveLength(1)
    await payload.delete({ collection: 'articles', id: article.id })
  })

  it('lets marketing, not sales, edit pages, navigation and page metadata', async () => {
    const payload = await testPayload()
    const sales = await asRole('sales')
    await expectForbidden(
      payload.updateGlobal({ slug: 'navigation', data: { line: [] }, overrideAccess: false, user: sales }),
    )
    await expectForbidden(
      payload.create({
        collection: 'pages',
        data: { title: 'x', slug: 'x-sales' },
        overrideAccess: false,
        user: sales,
      }),
    )
    const marketing = await asRole('marketing')
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'x', slug: 'x-marketing', _status: 'published' },
      overrideAccess: false,
      user: marketing,
    })
    await payload.delete({ collection: 'pages', id: page.id })
  })

  it('fills the article search text and finds articles through the full-text index', async () => {
    const payload = await testPayload()
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const rows = await db.execute(
      sql`SELECT slug FROM articles WHERE _status = 'published' AND to_tsvector('english', coalesce(search_text, '')) @@ websearch_to_tsquery('english', ${'oil changes'})`,
    )
    expect((rows.rows as Array<{ slug: string }>).map((r) => r.slug)).toContain('how-often-change-oil')
    const index = await db.execute(
      sql`SELECT indexname FROM pg_indexes WHERE tablename = 'articles' AND indexname = 'articles_search_fts_idx'`,
    )
    expect(index.rows).toHaveLength(1)
  })

  // Issue 5: an article page shows its hero image and author, a team member page its photo; the
  // demo seed must give the pages something to show (src/seed/content-images.ts).
  it('seeds every article with a hero image and an author, and staff with photos (one left without)', async () => {
    const payload = await testPayload()
    const { docs: articles } = await payload.find({
      collection: 'articles',
      where: { slug: { in: seedArticles.map((a) => a.slug) } },
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    expect(articles).toHaveLength(seedArticles.length)
    for (const a of articles) {
      expect(a.author, a.slug).toBe(seedArticles.find((s) => s.slug === a.slug)?.author)
      const hero = a.heroImage as Media
      expect(hero.alt, a.slug).toContain(a.title)
      expect(hero.mimeType).toBe('image/webp')
      expect([hero.width, hero.height]).toEqual([1280, 640])
      expect(hero.url).toMatch(/^\/api\/media\/file\/article-/)
    }
    const { docs: staff } = await payload.find({
      collection: 'staff',
      where: { slug: { in: seedStaff.map((s) => s.slug) } },
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    expect(staff).toHaveLength(seedStaff.length)
    for (const m of staff) {
      if (STAFF_WITHOUT_PHOTO.includes(m.slug)) {
        expect(m.image ?? null, m.slug).toBeNull()
        continue
      }
      const photo = m.image as Media
      expect(photo.alt, m.slug).toContain(`${m.firstName} ${m.lastName}`)
      expect([photo.width, photo.height]).toEqual([480, 480])
    }
    expect(staff.filter((m) => m.image).length).toBe(seedStaff.length - STAFF_WITHOUT_PHOTO.length)
  })
})
