import type { MetadataRoute } from 'next'
import { getSiteSettings } from '@/data/settings'

export const dynamic = 'force-dynamic'

/** robots.txt: everything public is crawlable; the admin and APIs are not; points to the sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = await getSiteSettings()
  const origin = site.siteUrl.replace(/\/+$/, '')
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
