import { getSiteSettings } from '@/data/settings'
import { sitemapPaths } from '@/data/sitemap/sources'
import { SITEMAP_SOURCES, toEntries, toSitemapXml } from '@/domain/seo'
import { contentMaxAge } from '@/services/page-cache/content-expiry'

export const dynamic = 'force-dynamic'

/** /sitemap.xml: one urlset built from every source with its priority (site.md sections 2 and 9). */
export async function GET(): Promise<Response> {
  const site = await getSiteSettings()
  const lists = await Promise.all(SITEMAP_SOURCES.map(async (s) => toEntries(s, await sitemapPaths(s), site.siteUrl)))
  // max-age is cut at the next offer start or end the sources noted (issue 37): no kept copy lists an ended offer.
  return new Response(toSitemapXml(lists.flat()), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${contentMaxAge(300)}`,
    },
  })
}
