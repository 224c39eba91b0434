import type { MetadataRoute } from 'next'
import { getSiteSettings } from '@/data/settings'
import { COMPARE_PATH } from '@/domain/saved-vehicles/compare-url'

export const dynamic = 'force-dynamic'

/**
 * robots.txt: everything public is crawlable; the admin and APIs are not; points to the sitemap.
 * /compare is not either: every pick of vehicles has its own address, a visitor's own, endless for a
 * crawler (issue 21, decision 0265). /saved stays crawlable so that its noindex is read.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = await getSiteSettings()
  const origin = site.siteUrl.replace(/\/+$/, '')
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', COMPARE_PATH] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
