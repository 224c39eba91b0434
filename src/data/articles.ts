import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Article } from '@/payload-types'
import { payloadClient } from './payload'
import { queryRows } from './inventory/db'
import { searchArticlesSql } from '@/server/db/articles'
import { isDraft } from './draft'
import { imageView, type ImageView } from './media-url'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

export type ArticleCard = {
  id: number
  title: string
  slug: string
  category: string
  author: string | null
  excerpt: string | null
  publishedAt: string | null
  updatedAt: string
}
export type ArticleView = ArticleCard & { content: Article['content']; heroImage: ImageView | null }

const CARD_SELECT = {
  title: true,
  slug: true,
  category: true,
  author: true,
  excerpt: true,
  publishedAt: true,
  updatedAt: true,
} as const

function toCard(
  a: Pick<Article, 'id' | 'title' | 'slug' | 'category' | 'author' | 'excerpt' | 'publishedAt' | 'updatedAt'>,
): ArticleCard {
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    category: a.category,
    author: a.author ?? null,
    excerpt: a.excerpt ?? null,
    publishedAt: a.publishedAt ?? null,
    updatedAt: a.updatedAt,
  }
}

/** Published articles, newest first (site.md section 2, /car-research). */
export const getArticles = unstable_cache(
  async (): Promise<ArticleCard[]> => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'articles',
      limit: 1000,
      depth: 0,
      overrideAccess: false,
      sort: '-publishedAt',
      select: CARD_SELECT,
      pagination: false,
    })
    return res.docs.map(toCard)
  },
  ['articles-v1'],
  { tags: [TAGS.articles], revalidate: SHARED_CACHE_SECONDS },
)

async function load(slug: string, draft: boolean): Promise<ArticleView | null> {
  const payload = await payloadClient()
  const res = await payload.find({
    collection: 'articles',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft,
    overrideAccess: draft,
  })
  const a = res.docs[0]
  return a ? { ...toCard(a), content: a.content, heroImage: imageView(a.heroImage) } : null
}

const loadPublished = unstable_cache((slug: string) => load(slug, false), ['article-v1'], {
  tags: [TAGS.articles],
  revalidate: SHARED_CACHE_SECONDS,
})

/** One article by slug; the draft in the admin's preview frame. */
export async function getArticle(slug: string): Promise<ArticleView | null> {
  return (await isDraft()) ? load(slug, true) : loadPublished(slug)
}

/** Published articles matching what a shopper typed, best first (src/server/db/articles.ts). */
export async function searchArticles(query: string, limit = 20): Promise<ArticleCard[]> {
  const q = query.trim().slice(0, 200)
  if (!q) return []
  const rows = await queryRows<{
    id: number
    title: string
    slug: string
    category: string
    author: string | null
    excerpt: string | null
    published_at: string | null
    updated_at: string
  }>(searchArticlesSql(q, limit))
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    category: r.category,
    author: r.author,
    excerpt: r.excerpt,
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
    updatedAt: new Date(r.updated_at).toISOString(),
  }))
}
