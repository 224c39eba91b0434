import { getPriceHistory } from '@/data/price-history'
import { isDrop } from '@/domain/price-history'
import { priceChangeText, priceDropText } from '@/i18n/price-history-words'
import type { Locale } from '@/domain/i18n/locale-path'
import type { Translate } from '@/i18n/translate'
import './price-history.css'

type Props = {
  vin: string
  /** The page's price (null: "Call for pricing"). */
  price: number | null
  /** The drop the vehicle row keeps: above 0 only while the latest drop is inside the dealership's window. */
  priceDrop: number
  /** The IANA zone of the vehicle's store: a change is dated on the dealership's clock. */
  timeZone: string
  /** The page's language (issue 39). */
  locale: Locale
  tr: Translate
}

/**
 * The vehicle page's price history (issue 37: "Price dropped $1,000 on Nov 12" and a short history;
 * decision 0316). The drop line shows while the vehicle row counts the drop (the settings' window);
 * the list shows the latest changes whatever their age. Not rendered for a locked price.
 */
export async function PriceHistory({ vin, price, priceDrop, timeZone, locale, tr }: Props) {
  const changes = (await getPriceHistory(vin)).map((c) => ({ ...c, changedAt: new Date(c.changedAt) }))
  if (changes.length === 0) return null
  const latest = changes[0]
  const drop =
    priceDrop > 0 && price !== null && latest.price === price && isDrop(latest.previousPrice, latest.price)
      ? { amount: (latest.previousPrice as number) - price, at: latest.changedAt }
      : null
  return (
    <section className="price-history" aria-labelledby="price-history-heading" data-testid="price-history">
      {drop ? (
        <p className="price-history__drop" data-testid="price-dropped">
          {priceDropText(drop, timeZone, locale)}
        </p>
      ) : null}
      <h2 id="price-history-heading" className="price-history__heading">
        {tr('vdp.price-history')}
      </h2>
      <ol className="price-history__list">
        {changes.map((c) => (
          <li key={c.changedAt.toISOString()}>{priceChangeText(c, timeZone, locale)}</li>
        ))}
      </ol>
    </section>
  )
}
