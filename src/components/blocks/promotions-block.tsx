import { getActivePromotions } from '@/data/promotions'
import { PromotionCard } from '@/components/content/promotion-card'
import { NO_OFFERS_TEXT } from '@/domain/content/promotions'
import type { BlockOf } from './types'

/** Offers running now (site.md section 4); the clock is read per request. */
export async function PromotionsBlock({ block }: { block: BlockOf<'promotions'> }) {
  const promotions = await getActivePromotions({ type: block.type, position: block.position, limit: block.limit ?? 6 })
  return (
    <section className="section promos" aria-labelledby={`promos-${block.id}`} data-testid="promotions-section">
      <h2 id={`promos-${block.id}`}>{block.heading || 'Special offers'}</h2>
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      {promotions.length ? (
        <div className="promo-grid">
          {promotions.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </div>
      ) : (
        <p>{NO_OFFERS_TEXT}</p>
      )}
    </section>
  )
}
