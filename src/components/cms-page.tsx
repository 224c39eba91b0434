import { notFound } from 'next/navigation'
import { getPage } from '@/data/pages'
import { isDraft } from '@/data/draft'
import { RenderBlocks } from '@/components/blocks/render-blocks'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'

/**
 * An editable page by slug: its blocks, or the 404 page when no published page has that slug.
 * `showTitle` prints the page title as h1 for pages without a hero (legal pages).
 */
export async function CmsPage({ slug, showTitle = false }: { slug: string; showTitle?: boolean }) {
  const [page, draft] = await Promise.all([getPage(slug), isDraft()])
  if (!page) notFound()
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <>
      {draft ? <LivePreviewRefresh /> : null}
      {showTitle || !startsWithHero ? (
        <div className="section">
          <h1>{page.title}</h1>
        </div>
      ) : null}
      <RenderBlocks blocks={page.layout} />
    </>
  )
}
