import type { Metadata } from 'next'
import { pageNotFound } from '@/data/log'
import { getArticle } from '@/data/articles'
import { getSiteSettings } from '@/data/settings'
import { isDraft } from '@/data/draft'
import { formatTitle } from '@/domain/seo'
import { canonicalLink } from '@/domain/inventory/canonical'
import { localeAlternates } from '@/i18n/server'
import { robotsDirectives } from '@/domain/seo'
import { ArticleView } from './article-view'

export const articlePath = (slug: string) => `/car-research/${slug}`

/**
 * Article metadata: its own title and excerpt, and always the /car-research/{slug} canonical link,
 * also on the /faqs-okd/{slug} direct page (one canonical URL per article; docs/decisions/0031).
 */
export async function articleMetadata(slug: string): Promise<Metadata> {
  const [a, site] = await Promise.all([getArticle(slug), getSiteSettings()])
  if (!a) return {}
  const title = formatTitle(a.title, site.siteName)
  const canonical = canonicalLink(
    articlePath(a.slug),
    {},
    { whitelist: [], lowercasePath: site.canonicalLowercase, origin: site.siteUrl },
  )
  const description = a.excerpt ?? site.description
  const alternates = await localeAlternates(canonical)
  return {
    title: { absolute: title },
    description,
    alternates,
    robots: robotsDirectives(true),
    openGraph: {
      type: 'website',
      locale: site.locale,
      siteName: site.siteName,
      title,
      description,
      url: alternates.canonical,
    },
    twitter: { card: 'summary_large_image', site: site.twitterHandle ?? undefined, title, description },
  }
}

/** `path` is the requested path (for the not-found log): /car-research/{slug} or /faqs-okd/{slug}. */
export async function ArticleRoute({ slug, path }: { slug: string; path: string }) {
  const [a, draft] = await Promise.all([getArticle(slug), isDraft()])
  if (!a) return pageNotFound(path)
  return <ArticleView article={a} draft={draft} />
}
