import { formatDollars } from '@/domain/money'
import { visitTimes } from '@/domain/trade-in/visit'

/** Before a day is picked the time list shows a weekday's times (a Monday). */
const WEEKDAY_EXAMPLE = '2026-11-30'

export type ShopperOffer =
  | { kind: 'bringVehicleIn' }
  | {
      kind: 'offer'
      cashNow: { finalPrice: number }
      moreCashLater: {
        initPrice: number
        finalPrice: number
        additionalPayments: { label: string; amount: number }[]
      } | null
      expiresAt: string
    }

const dollars = (n: number) => formatDollars(n, { whole: true })

type Props = {
  offer: ShopperOffer
  selected: string
  onSelect: (value: string) => void
  visit: { date: string; time: string }
  errors: Record<string, string>
  onVisit: (name: 'date' | 'time', value: string) => void
  alsoBuying: boolean
  onAlsoBuying: (value: boolean) => void
}

/** The shopper's calendar date `days` from today, as YYYY-MM-DD. */
export function localIsoDate(days = 0): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * Day and time to bring the vehicle in (form extras date and time, site.md section 3): the times
 * are the chosen day's within the sales hours (section 9; src/domain/trade-in/visit.ts), none on a
 * day the stores are closed.
 */
function VisitPicker({ visit, errors, onVisit }: Pick<Props, 'visit' | 'errors' | 'onVisit'>) {
  const tomorrow = localIsoDate(1)
  const times = visit.date ? visitTimes(visit.date) : visitTimes(WEEKDAY_EXAMPLE)
  return (
    <div className="lead-form__grid">
      <div className="lead-form__field">
        <label htmlFor="trade-visit-date">
          Day to bring it in <span aria-hidden="true">*</span>
        </label>
        <input
          id="trade-visit-date"
          type="date"
          min={tomorrow}
          value={visit.date}
          aria-invalid={errors['visit.date'] ? true : undefined}
          aria-describedby={errors['visit.date'] ? 'trade-visit-date-error' : undefined}
          onChange={(e) => onVisit('date', e.target.value)}
        />
        {errors['visit.date'] ? (
          <p className="lead-form__error" id="trade-visit-date-error">
            {errors['visit.date']}
          </p>
        ) : null}
      </div>
      <div className="lead-form__field">
        <label htmlFor="trade-visit-time">
          Time <span aria-hidden="true">*</span>
        </label>
        <select
          id="trade-visit-time"
          value={visit.time}
          aria-invalid={errors['visit.time'] ? true : undefined}
          aria-describedby={errors['visit.time'] ? 'trade-visit-time-error' : undefined}
          onChange={(e) => onVisit('time', e.target.value)}
        >
          <option value="">Choose a time</option>
          {times.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {errors['visit.time'] ? (
          <p className="lead-form__error" id="trade-visit-time-error">
            {errors['visit.time']}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** The offer with its expiry; cash now or more cash later (site.md section 4 "Offer types"). */
export function OfferView(props: Props) {
  return (
    <>
      <OfferChoice {...props} />
      {/* Trading toward a car: the lead's ADF then carries the vehicle as a 'trade-in' (issue 7). */}
      <label className={`trade-in__choice${props.alsoBuying ? ' trade-in__choice--on' : ''}`}>
        <input
          type="checkbox"
          name="alsoBuying"
          checked={props.alsoBuying}
          onChange={(e) => props.onAlsoBuying(e.target.checked)}
        />
        <span>
          I&apos;m also buying a vehicle from you<small>Use this offer as a trade-in toward your next vehicle.</small>
        </span>
      </label>
      <VisitPicker visit={props.visit} errors={props.errors} onVisit={props.onVisit} />
    </>
  )
}

function OfferChoice({ offer, selected, onSelect }: Props) {
  if (offer.kind === 'bringVehicleIn') {
    return (
      <div className="trade-in__offer" role="status">
        <h3>Let&apos;s see it in person</h3>
        <p>
          We need a quick in-person look to give you our best number for this vehicle. Pick a time below and we&apos;ll
          have an offer ready when you arrive.
        </p>
      </div>
    )
  }
  const expires = new Date(offer.expiresAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <fieldset className="trade-in__offers">
      <legend>Your instant offer, valid until {expires}</legend>
      <label className={`trade-in__choice${selected === 'cashNow' ? ' trade-in__choice--on' : ''}`}>
        <input
          type="radio"
          name="selectedPayment"
          value="cashNow"
          checked={selected === 'cashNow'}
          onChange={() => onSelect('cashNow')}
        />
        <span>
          <strong>Cash now: {dollars(offer.cashNow.finalPrice)}</strong>
          <small>Paid when you bring the vehicle in.</small>
        </span>
      </label>
      {offer.moreCashLater ? (
        <label className={`trade-in__choice${selected === 'moreCashLater' ? ' trade-in__choice--on' : ''}`}>
          <input
            type="radio"
            name="selectedPayment"
            value="moreCashLater"
            checked={selected === 'moreCashLater'}
            onChange={() => onSelect('moreCashLater')}
          />
          <span>
            <strong>More cash later: {dollars(offer.moreCashLater.finalPrice)} in total</strong>
            <small>
              {dollars(offer.moreCashLater.initPrice)} at pickup, then{' '}
              {offer.moreCashLater.additionalPayments
                .map((p) => `${dollars(p.amount)} ${p.label.toLowerCase()}`)
                .join(', ')}
              .
            </small>
          </span>
        </label>
      ) : null}
    </fieldset>
  )
}
