import type { Payload } from 'payload'
import { footerLineMenu, footerMenu, headerMenu, type MenuItem } from '@/config/navigation'
import { PAGE_DEFAULTS, PAGE_KEYS, type PageDefaults } from '@/domain/seo'
import { seedPages } from './data/pages'

const rows = (items: MenuItem[]): Record<string, unknown>[] =>
  items.map((i) => ({
    name: i.name,
    href: i.href,
    description: i.description,
    children: i.children ? rows(i.children) : undefined,
  }))

/**
 * Navigation, page metadata, consent settings and editable pages (issues 5, 8). Each is written only
 * when empty, so a second run keeps what marketing changed.
 */
export async function seedContent(payload: Payload): Promise<string> {
  // Consent settings start from their fields' defaults. Saved once, the global has a row of its own,
  // which the shell's one-statement read needs (decision 0293); before that, each read of it goes
  // through the Local API.
  const consent = await payload.findGlobal({ slug: 'consent-settings', depth: 0 })
  if (!consent.updatedAt) await payload.updateGlobal({ slug: 'consent-settings', data: {}, depth: 0 })
  const nav = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  if (!nav.header?.length) {
    await payload.updateGlobal({
      slug: 'navigation',
      data: { header: rows(headerMenu), footer: rows(footerMenu), line: rows(footerLineMenu) } as never,
      depth: 0,
    })
  }
  const meta = await payload.findGlobal({ slug: 'page-metadata', depth: 0 })
  if (!meta.pages?.length) {
    const pages = PAGE_KEYS.map((page) => {
      const d: PageDefaults = PAGE_DEFAULTS[page]
      return { page, title: d.title, description: d.description, noindex: d.noindex ?? false }
    })
    await payload.updateGlobal({ slug: 'page-metadata', data: { pages } as never, depth: 0 })
  }
  let created = 0
  for (const page of seedPages) {
    const existing = await payload.find({
      collection: 'pages',
      where: { slug: { equals: page.slug } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    if (existing.docs.length) continue
    await payload.create({ collection: 'pages', data: page as never, depth: 0 })
    created++
  }
  return `${created} pages`
}
