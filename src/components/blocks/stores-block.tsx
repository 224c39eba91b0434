import { getStores } from '@/data/locations'
import { getDealershipSettings } from '@/data/settings'
import { StoreCard } from '@/components/store-card'
import type { BlockOf } from './types'
import { formatCount } from '@/domain/money/format-count'

/** "Our stores" with sales hours (kept from the foundation home page; its markup is tested). */
export async function StoresBlock({ block }: { block: BlockOf<'stores'> }) {
  const [stores, dealership] = await Promise.all([getStores(), getDealershipSettings()])
  return (
    <section className="section" aria-labelledby="stores-heading">
      <h2 id="stores-heading">{block.heading || 'Our stores'}</h2>
      {block.showRating !== false && dealership.rating ? (
        <p>
          Rated {dealership.rating} stars from {formatCount(dealership.reviewCount ?? 0)} reviews.
        </p>
      ) : null}
      <div className="store-grid">
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </div>
    </section>
  )
}
