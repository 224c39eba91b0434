import { LocalLink } from '@/components/i18n/local-link'
import type { PromotionView } from '@/data/promotions'
import { Icon } from '@/components/ui/icon'
import { CtaLink } from './cta-link'

/** Detail route of an offer (site.md section 2: dealer by id, sales by id, service by id). */
export function promotionHref(p: Pick<PromotionView, 'id' | 'type'>): string {
  return `/special-offers/${p.type}/${p.id}`
}

/** One offer card (site.md section 3, "Promotion"). */
export function PromotionCard({ promotion: p, headingLevel = 3 }: { promotion: PromotionView; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="promo-card" data-position={p.position} data-testid={`promotion-${p.id}`}>
      {p.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={p.image.src}
          alt={p.image.alt}
          width={p.image.width ?? undefined}
          height={p.image.height ?? undefined}
          loading="lazy"
        />
      ) : null}
      <p className="promo-card__category">
        {p.icon ? <Icon name={p.icon} size={18} /> : null}
        {p.category ?? p.type}
      </p>
      <H>
        <LocalLink href={promotionHref(p)}>{p.title}</LocalLink>
      </H>
      {p.description ? <p>{p.description}</p> : null}
      <CtaLink label={p.ctaText} href={p.url} primary />
    </article>
  )
}
