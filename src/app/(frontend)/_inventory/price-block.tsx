import Link from 'next/link'
import { formatDollars, formatUsd } from '@/domain/money'
import { fillText } from '@/domain/i18n/fill-text'
import type { PriceTexts } from '@/components/saved-vehicles/shopper-texts'

export type PriceView = {
  price: number | null
  oldPrice: number | null
  priceDrop: number
  monthlyCents: number | null
  /** settings.unlockRequired includes this condition and the visitor has not unlocked (site.md section 4). */
  locked: boolean
  vehicleUrl: string
}

const dollars = (n: number) => formatDollars(n, { whole: true })

/**
 * Price, drop and estimated payment, or "Call for pricing", or the locked "Calculate now" / "Personalize
 * My Price", in the page's language (`texts`: src/i18n/shopper-texts.ts).
 */
export function PriceBlock({
  view,
  texts,
  headingLevel = 'p',
}: {
  view: PriceView
  texts: PriceTexts
  headingLevel?: 'p' | 'h2'
}) {
  if (view.locked) {
    return (
      <div className="price price--locked">
        <Link className="button button--primary button--small" href={`${view.vehicleUrl}#payment`}>
          {texts.calculate}
        </Link>
        <Link className="button button--small" href={`${view.vehicleUrl}#personalize`}>
          {texts.personalize}
        </Link>
      </div>
    )
  }
  const Tag = headingLevel
  if (view.price === null) return <Tag className="price price--call">{texts.call}</Tag>
  return (
    <div className="price">
      <Tag className="price__amount">{dollars(view.price)}</Tag>
      {view.priceDrop > 0 && view.oldPrice !== null ? (
        <p className="price__drop">
          <span className="visually-hidden">{texts.was}</span>
          <s>{dollars(view.oldPrice)}</s>{' '}
          <span className="badge badge--drop">{fillText(texts.drop, { amount: dollars(view.priceDrop) })}</span>
        </p>
      ) : null}
      {view.monthlyCents !== null ? (
        <p className="price__monthly">
          {texts.estimate}{' '}
          <strong>{fillText(texts.perMonth, { amount: formatUsd(view.monthlyCents, { whole: true }) })}</strong>
          <span aria-hidden="true">*</span>
        </p>
      ) : null}
    </div>
  )
}
