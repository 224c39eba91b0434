import { getSiteSettings } from '@/data/settings'
import { sitemapPaths } from '@/data/sitemap/sources'
import { isSitemapSource, toEntries } from '@/domain/seo'
import { contentMaxAge } from '@/services/page-cache/content-expiry'

export const dynamic = 'force-dynamic'

/**
 * GET /api/___sitemaps___/{source} (site.md section 7; the folder's %5F is Next's escape for a
 * leading underscore): the entries of one source as JSON, each with loc. `?without=1` answers
 * root-relative locs (docs/decisions/0032); vehicles accept `?condition=used`.
 */
export async function GET(request: Request, { params }: { params: Promise<{ source: string }> }): Promise<Response> {
  const { source } = await params
  if (!isSitemapSource(source)) return Response.json({ error: `Unknown sitemap source "${source}"` }, { status: 404 })
  const url = new URL(request.url)
  const without = url.searchParams.get('without') === '1'
  const condition = url.searchParams.get('condition')?.toLowerCase() || null
  const site = await getSiteSettings()
  const entries = toEntries(source, await sitemapPaths(source, { condition }), site.siteUrl, without)
  // max-age is cut at the next offer start or end the sources noted (issue 37): no kept copy lists an ended offer.
  return Response.json(entries, { headers: { 'Cache-Control': `public, max-age=${contentMaxAge(300)}` } })
}
