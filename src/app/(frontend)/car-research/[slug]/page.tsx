import type { Metadata } from 'next'
import { ArticleRoute, articleMetadata } from '../_components/article-route'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).slug)
}

/** /car-research/{slug}: one article (site.md section 2). */
export default async function Page({ params }: Props) {
  const { slug } = await params
  return <ArticleRoute slug={slug} path={`/car-research/${slug}`} />
}
