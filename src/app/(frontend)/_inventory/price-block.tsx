import Link from 'next/link'
import { formatDollars, formatUsd } from '@/domain/money'

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

/** Price, drop and estimated payment, or "Call for pricing", or the locked "Calculate now" / "Personalize My Price". */
export function PriceBlock({ view, headingLevel = 'p' }: { view: PriceView; headingLevel?: 'p' | 'h2' }) {
  if (view.locked) {
    return (
      <div className="price price--locked">
        <Link className="button button--primary button--small" href={`${view.vehicleUrl}#payment`}>
          Calculate now
        </Link>
        <Link className="button button--small" href={`${view.vehicleUrl}#personalize`}>
          Personalize My Price
        </Link>
      </div>
    )
  }
  const Tag = headingLevel
  if (view.price === null) return <Tag className="price price--call">Call for pricing</Tag>
  return (
    <div className="price">
      <Tag className="price__amount">{dollars(view.price)}</Tag>
      {view.priceDrop > 0 && view.oldPrice !== null ? (
        <p className="price__drop">
          <span className="visually-hidden">Was </span>
          <s>{dollars(view.oldPrice)}</s>{' '}
          <span className="badge badge--drop">Price drop {dollars(view.priceDrop)}</span>
        </p>
      ) : null}
      {view.monthlyCents !== null ? (
        <p className="price__monthly">
          Est. <strong>{formatUsd(view.monthlyCents, { whole: true })}/mo</strong>
          <span aria-hidden="true">*</span>
        </p>
      ) : null}
    </div>
  )
}
