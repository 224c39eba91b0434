import { LocalLink } from '@/components/i18n/local-link'
import type { ArticleView as Article } from '@/data/articles'
import { RichText } from '@/components/content/rich-text'
import { DisplayDate } from '@/components/ui/display-date'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { CATEGORY_LABELS } from './categories'

/** An article (site.md section 2, /car-research/{slug}); also the /faqs-okd/{slug} direct page. */
export function ArticleView({ article: a, draft }: { article: Article; draft: boolean }) {
  return (
    <article className="section" aria-labelledby="article-title">
      {draft ? <LivePreviewRefresh /> : null}
      <p>
        <LocalLink href="/car-research">Car research</LocalLink> · {CATEGORY_LABELS[a.category] ?? a.category}
      </p>
      <h1 id="article-title">{a.title}</h1>
      <p className="review__by">
        {a.author ? `By ${a.author} · ` : ''}
        <DisplayDate value={a.publishedAt ?? a.updatedAt} />
      </p>
      {a.heroImage ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={a.heroImage.src}
          alt={a.heroImage.alt}
          width={a.heroImage.width ?? undefined}
          height={a.heroImage.height ?? undefined}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : null}
      <RichText data={a.content} />
    </article>
  )
}
