import { getActivePromotions, type PromotionView } from '@/data/promotions'
import { PromotionCard } from '@/components/content/promotion-card'
import { NO_OFFERS_TEXT } from '@/domain/content/promotions'
import '@/components/blocks/blocks.css'

/** An offers list (site.md section 2): running offers only; empty says the spec's sentence. */
export async function OffersPage({ title, type }: { title: string; type?: PromotionView['type'] }) {
  const promotions = await getActivePromotions({ type })
  return (
    <div className="section">
      <h1>{title}</h1>
      {promotions.length ? (
        <div className="promo-grid">
          {promotions.map((p) => (
            <PromotionCard key={p.id} promotion={p} headingLevel={2} />
          ))}
        </div>
      ) : (
        <p data-testid="no-offers">{NO_OFFERS_TEXT}</p>
      )}
    </div>
  )
}
