import type { Metadata } from 'next'
import { pageNotFound } from '@/data/log'
import { LocalLink } from '@/components/i18n/local-link'
import { getActivePromotion, type PromotionView } from '@/data/promotions'
import { pageMetadata } from '@/data/seo'
import { CtaLink } from '@/components/content/cta-link'
import { DisplayDate } from '@/components/ui/display-date'

type Type = PromotionView['type']
const KEYS = {
  dealer: 'special-offers/dealer/[id]',
  sales: 'special-offers/sales/[id]',
  service: 'special-offers/service/[id]',
} as const

/** A whole-number id from the URL, else null (a bad id is a 404, site.md section 8). */
function parseId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

async function load(type: Type, rawId: string): Promise<PromotionView | null> {
  const id = parseId(rawId)
  return id === null ? null : getActivePromotion(id, type)
}

export async function offerMetadata(type: Type, rawId: string): Promise<Metadata> {
  const p = await load(type, rawId)
  if (!p) return {}
  return pageMetadata(KEYS[type], { path: `/special-offers/${type}/${p.id}`, values: { offer_name: p.name } })
}

/** One running offer; expired, future or mistyped offers are a 404. */
export async function OfferDetail({ type, rawId }: { type: Type; rawId: string }) {
  const p = await load(type, rawId)
  if (!p) return pageNotFound(`/special-offers/${type}/${rawId}`)
  return (
    <article className="section offer-detail" aria-labelledby="offer-title">
      <p>
        <LocalLink href="/special-offers">← All special offers</LocalLink>
      </p>
      {p.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={p.image.src}
          alt={p.image.alt}
          width={p.image.width ?? undefined}
          height={p.image.height ?? undefined}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : null}
      <h1 id="offer-title">{p.title}</h1>
      {p.description ? <p>{p.description}</p> : null}
      {p.criteria ? (
        <p className="offer-detail__criteria">
          <strong>Eligibility:</strong> {p.criteria}
        </p>
      ) : null}
      <p>
        Valid until <DisplayDate value={p.endDate} />.
      </p>
      <CtaLink label={p.ctaText} href={p.url} primary />
    </article>
  )
}
