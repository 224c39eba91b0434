/**
 * Issue 20, "Page copy in Payload": the words of the financing, sell-or-trade, careers, referrals,
 * contact and help pages live in globals that the seed fills with the built-in text, that
 * marketing and managers edit (sales only reads), whose drafts shoppers never see, and that refuse
 * a placeholder that does not exist.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { GlobalSlug } from 'payload'
import { testPayload } from '../support/payload'
import { PAGE_COPY_DEFAULTS, SELL_TRADE_COPY, withDefaults, type PageCopySlug } from '@/domain/page-copy'
import { seedPageCopy } from '@/seed/page-copy'

async function userByRole(role: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1 })
  return { ...docs[0], collection: 'users' as const }
}

const SLUG = 'sell-trade-copy' as const
const published = { ...SELL_TRADE_COPY, _status: 'published' as const }

afterAll(async () => {
  const payload = await testPayload()
  await payload.updateGlobal({ slug: SLUG, data: published, depth: 0 })
})

describe('page copy (issue 20)', () => {
  it('the seed publishes the built-in copy of every page, and a second run keeps it', async () => {
    const payload = await testPayload()
    for (const slug of Object.keys(PAGE_COPY_DEFAULTS) as PageCopySlug[]) {
      const doc = (await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0, overrideAccess: false })) as {
        _status?: string | null
        updatedAt?: string | null
      }
      // Saved and published, not only the fallback of an unsaved page.
      expect(doc._status, slug).toBe('published')
      expect(doc.updatedAt, slug).toBeTruthy()
      expect(withDefaults(doc, PAGE_COPY_DEFAULTS[slug]), slug).toEqual(PAGE_COPY_DEFAULTS[slug])
    }
    expect(await seedPageCopy(payload)).toBe(0)
  })

  it.each([
    ['marketing', true],
    ['manager', true],
    ['admin', true],
    ['sales', false],
  ] as const)('%s may publish page copy: %s', async (role, allowed) => {
    const payload = await testPayload()
    const attempt = payload.updateGlobal({
      slug: SLUG,
      data: { heading: `Edited by ${role}`, _status: 'published' },
      user: await userByRole(role),
      overrideAccess: false,
      depth: 0,
    })
    if (allowed) await expect(attempt).resolves.toMatchObject({ heading: `Edited by ${role}` })
    else await expect(attempt).rejects.toThrow(/not allowed/i)
    await payload.updateGlobal({ slug: SLUG, data: published, depth: 0 })
  })

  it('sales reads the copy in the admin, drafts included', async () => {
    const payload = await testPayload()
    const doc = await payload.findGlobal({
      slug: SLUG,
      user: await userByRole('sales'),
      overrideAccess: false,
      draft: true,
      depth: 0,
    })
    expect(doc.heading).toBe(SELL_TRADE_COPY.heading)
  })

  it("a draft stays out of shoppers' reads until it is published", async () => {
    const payload = await testPayload()
    const marketing = await userByRole('marketing')
    await payload.updateGlobal({
      slug: SLUG,
      data: { heading: 'Draft heading' },
      draft: true,
      user: marketing,
      overrideAccess: false,
      depth: 0,
    })
    expect((await payload.findGlobal({ slug: SLUG, overrideAccess: false, depth: 0 })).heading).toBe(
      SELL_TRADE_COPY.heading,
    )
    // Asking for the draft without a staff session still gives the published copy.
    expect((await payload.findGlobal({ slug: SLUG, overrideAccess: false, draft: true, depth: 0 })).heading).toBe(
      SELL_TRADE_COPY.heading,
    )
    expect(
      (await payload.findGlobal({ slug: SLUG, user: marketing, overrideAccess: false, draft: true, depth: 0 })).heading,
    ).toBe('Draft heading')
    await payload.updateGlobal({
      slug: SLUG,
      data: { heading: 'Draft heading', _status: 'published' },
      user: marketing,
      overrideAccess: false,
      depth: 0,
    })
    expect((await payload.findGlobal({ slug: SLUG, overrideAccess: false, depth: 0 })).heading).toBe('Draft heading')
    await payload.updateGlobal({ slug: SLUG, data: published, depth: 0 })
  })

  it('refuses a placeholder that does not exist, naming it, and accepts the real ones', async () => {
    const payload = await testPayload()
    const marketing = await userByRole('marketing')
    const rows = SELL_TRADE_COPY.chartRows.map((r, i) => (i === 0 ? { ...r, label: 'Valid {offer days} days' } : r))
    const refused = (await payload
      .updateGlobal({
        slug: SLUG,
        data: { chartRows: rows, _status: 'published' },
        user: marketing,
        overrideAccess: false,
        depth: 0,
      })
      .catch((e: unknown) => e)) as { name?: string; data?: unknown }
    expect(refused.name).toBe('ValidationError')
    expect(JSON.stringify(refused.data)).toContain('Not a placeholder: {offer days}')
    expect((await payload.findGlobal({ slug: SLUG, overrideAccess: false, depth: 0 })).chartRows?.[0]?.label).toBe(
      SELL_TRADE_COPY.chartRows[0].label,
    )
    const ok = SELL_TRADE_COPY.chartRows.map((r, i) =>
      i === 0 ? { ...r, label: 'Valid { Offer Validity Days } days' } : r,
    )
    await expect(
      payload.updateGlobal({
        slug: SLUG,
        data: { chartRows: ok, _status: 'published' },
        user: marketing,
        overrideAccess: false,
        depth: 0,
      }),
    ).resolves.toBeTruthy()
    await payload.updateGlobal({ slug: SLUG, data: published, depth: 0 })
  })

  it('a publish announces the page-copy tag to every instance (decision 0227)', async () => {
    const payload = await testPayload()
    const last = await payload.find({
      collection: 'cache-invalidations',
      sort: '-id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const since = Number(last.docs[0]?.id ?? 0)
    await payload.updateGlobal({
      slug: SLUG,
      data: published,
      user: await userByRole('marketing'),
      overrideAccess: false,
      depth: 0,
    })
    const rows = await payload.find({
      collection: 'cache-invalidations',
      where: { id: { greater_than: since } },
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    expect(rows.docs.some((r) => Array.isArray(r.tags) && r.tags.includes('page-copy'))).toBe(true)
  })
})
