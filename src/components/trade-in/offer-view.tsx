import { formatUsd } from '@/domain/money'

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

const dollars = (n: number) => formatUsd(Math.round(n * 100), { whole: true })

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

const TIMES = Array.from({ length: 17 }, (_, i) => 9 * 60 + i * 30).map((m) => {
  const h = Math.floor(m / 60)
  const label = `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`
  return { value: label, label }
})

/** Day and time to bring the vehicle in (form extras date and time, site.md section 3). */
function VisitPicker({ visit, errors, onVisit }: Pick<Props, 'visit' | 'errors' | 'onVisit'>) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
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
          {TIMES.map((t) => (
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
