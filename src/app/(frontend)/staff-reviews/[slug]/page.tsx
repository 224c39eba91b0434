import { permanentRedirect } from 'next/navigation'
import { pageNotFound } from '@/data/log'
import { getArticle } from '@/data/articles'
import { articlePath } from '../../car-research/_components/article-route'

export const dynamic = 'force-dynamic'

/**
 * /staff-reviews/{slug}: an alias of the article page (site.md section 2). It answers 308 to
 * /car-research/{slug} so every article has one URL (docs/decisions/0031); unknown slugs are 404.
 */
export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const article = await getArticle(slug)
  if (!article) return pageNotFound(`/staff-reviews/${slug}`)
  permanentRedirect(articlePath(article.slug))
}
