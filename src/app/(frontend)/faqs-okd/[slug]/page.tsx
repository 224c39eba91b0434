import type { Metadata } from 'next'
import { ArticleRoute, articleMetadata } from '../../car-research/_components/article-route'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).slug)
}

/** /faqs-okd/{slug}: the article direct page (site.md section 2); its canonical link names /car-research/{slug}. */
export default async function Page({ params }: Props) {
  const { slug } = await params
  return <ArticleRoute slug={slug} path={`/faqs-okd/${slug}`} />
}
