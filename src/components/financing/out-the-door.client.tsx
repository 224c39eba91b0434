'use client'
import { useId, useState } from 'react'
import { outTheDoor, outTheDoorPlace, outTheDoorPlaceText, type OutTheDoorSettings } from '@/domain/financing'
import { dollarsToCents, formatUsd } from '@/domain/money'
import { OUT_THE_DOOR_TEXTS as T } from './out-the-door-texts'
import './financing.css'

/**
 * The estimated out-the-door price beside a vehicle's price (issue 37; docs/decisions/0313): the
 * advertised price, the documentary fee in effect, the 30-day drive fee, and the sales tax and
 * title fee of the store's state, or of the state of the ZIP code the shopper enters. The figure
 * is the payment engine's (`outTheDoor`), so it matches the payment panel's lines.
 *
 * Progressive enhancement: the server renders the figure, and the ZIP form is a plain GET form
 * (`?zip=`) that the server answers too; with scripts the figure changes in place. The itemised
 * lines sit in a native <details>, so the phone's first screen keeps its price and main action
 * (decision 0250) and the disclosure needs no script to open.
 */
export function OutTheDoorPrice({
  priceDollars,
  settings,
  storeState,
  initialZip,
}: {
  priceDollars: number
  settings: OutTheDoorSettings
  storeState: string
  initialZip?: string
}) {
  const id = useId()
  const [zip, setZip] = useState(initialZip ?? '')
  const [draft, setDraft] = useState(initialZip ?? '')
  const place = outTheDoorPlace(zip, storeState, settings)
  const figure = outTheDoor(dollarsToCents(priceDollars), settings, { stateCode: place.stateCode })
  if (!figure.ok) return null
  const headingId = `${id}-heading`
  const zipId = `${id}-zip`
  return (
    <section className="otd" id="out-the-door" aria-labelledby={headingId} data-testid="out-the-door">
      <p className="otd__figure">
        <span id={headingId}>{T.heading}</span> <strong data-testid="otd-total">{formatUsd(figure.total)}</strong>
      </p>
      {/* Open from the start when the shopper sent a ZIP code without scripts: they came for the lines. */}
      <details className="otd__details" open={initialZip ? true : undefined}>
        <summary>{T.details}</summary>
        <dl className="otd__lines" data-testid="otd-lines">
          {figure.lines.map((line) => (
            <div key={line.kind} className="otd__line">
              <dt>{line.label}</dt>
              <dd>{formatUsd(line.amount)}</dd>
            </div>
          ))}
          <div className="otd__line otd__line--total">
            <dt>{T.total}</dt>
            <dd>{formatUsd(figure.total)}</dd>
          </div>
        </dl>
        <form
          className="otd__zip"
          method="get"
          action="#out-the-door"
          onSubmit={(event) => {
            event.preventDefault()
            setZip(draft)
          }}
        >
          <label htmlFor={zipId}>{T.zipLabel}</label>
          <input
            id={zipId}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--small">
            {T.zipButton}
          </button>
        </form>
        <p className="financing-disclaimer" role="status" data-testid="otd-place">
          {outTheDoorPlaceText(place)}
        </p>
        <p className="financing-disclaimer">{T.exclusions}</p>
        <p className="financing-disclaimer">{T.estimate}</p>
      </details>
    </section>
  )
}
