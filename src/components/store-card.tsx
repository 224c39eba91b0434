import type { Store } from '@/domain/stores/types'
import { hoursTable } from '@/domain/stores/hours'
import { telHref } from '@/domain/phone/phone-links'

/** A store's address, phones and sales hours (site.md section 2, "Contact": location cards). */
export function StoreCard({ store }: { store: Store }) {
  const headingId = `store-${store.storeId}`
  return (
    <article className="store-card" aria-labelledby={headingId} id={store.storeId}>
      <h3 id={headingId}>
        {store.name}
        {store.subname ? <span className="store-card__sub"> · {store.subname}</span> : null}
      </h3>
      <address>
        {store.addressLine1}
        {store.addressLine2 ? <>, {store.addressLine2}</> : null}
        <br />
        {store.city}, {store.state} {store.zip}
      </address>
      <p>
        Sales: <a href={telHref(store.salesPhone) ?? undefined}>{store.salesPhone}</a>
      </p>
      <h4>Sales hours</h4>
      <dl className="hours" data-testid={`sales-hours-${store.storeId}`}>
        {hoursTable(store.salesHours).map((line) => (
          <div key={line.weekday}>
            <dt>{line.day}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      <p className="store-card__links">
        {store.googleMapsLink ? (
          <a href={store.googleMapsLink} rel="noopener" target="_blank">
            Directions<span className="visually-hidden"> to {store.name} (opens in a new tab)</span>
          </a>
        ) : null}
        {store.inventoryLink ? (
          <a href={store.inventoryLink}>
            Inventory<span className="visually-hidden"> at {store.name}</span>
          </a>
        ) : null}
      </p>
      {store.note ? <p className="store-card__note">{store.note}</p> : null}
    </article>
  )
}
