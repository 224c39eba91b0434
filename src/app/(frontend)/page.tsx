import Link from 'next/link'
import { getStores } from '@/data/locations'
import { getDealershipSettings } from '@/data/settings'
import { StoreCard } from '@/components/store-card'
import { routes } from '@/config/routes'

export const dynamic = 'force-dynamic'

/** Home (site.md section 2). The content issue turns this into editable blocks. */
export default async function HomePage() {
  const [stores, dealership] = await Promise.all([getStores(), getDealershipSettings()])
  return (
    <>
      <section className="hero">
        <h1>Used cars, trucks and SUVs across the Midwest</h1>
        <p>Four stores in northern Illinois, Indiana and the Quad Cities. Every vehicle passes a 75-point inspection and comes with a free vehicle-history report.</p>
        <div className="hero__actions">
          <Link className="button button--primary" href={routes.inventory}>Shop used cars</Link>
          <Link className="button" href={routes.applyForFinancing}>Get pre-approved</Link>
          <Link className="button" href={routes.sellTrade}>Value my trade</Link>
        </div>
      </section>
      <section className="section" aria-labelledby="stores-heading">
        <h2 id="stores-heading">Our stores</h2>
        {dealership.rating ? <p>Rated {dealership.rating} stars from {dealership.reviewCount?.toLocaleString('en-US')} reviews.</p> : null}
        <div className="store-grid">
          {stores.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </div>
      </section>
    </>
  )
}
