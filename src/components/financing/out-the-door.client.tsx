'use client'
import { useId, useState } from 'react'
import {
  outTheDoor,
  outTheDoorPlace,
  outTheDoorPlaceText,
  readTradeValue,
  registrationIncluded,
  type OutTheDoorSettings,
} from '@/domain/financing'
import { dollarsToCents, formatUsd } from '@/domain/money'
import { setEstimateZip, useEstimateZip } from '@/client/financing/estimate-zip'
import { OUT_THE_DOOR_TEXTS as T } from './out-the-door-texts'
import './financing.css'

/**
 * The estimated out-the-door price beside a vehicle's price (issue 37; docs/decisions/0313): the
 * advertised price, the documentary fee in effect, the 30-day drive fee, and the sales tax and
 * title fee of the store's state, or of the state of the ZIP code the shopper enters, and what is
 * left to pay after the trade-in value they type, with the sales tax the state charges on it. The
 * figure is the payment engine's (`outTheDoor`), so it matches the payment panel's lines, and the
 * ZIP code moves the payment panel to the same state (src/client/financing/estimate-zip.ts).
 *
 * Progressive enhancement: the server renders the figure, and the form is a plain GET form
 * (`?zip=&trade=`) that the server answers too; with scripts the figure changes in place. The itemised
 * lines sit in a native <details>, so the phone's first screen keeps its price and main action
 * (decision 0250) and the disclosure needs no script to open.
 */
export function OutTheDoorPrice({
  priceDollars,
  settings,
  storeState,
  initialZip,
  initialTrade,
}: {
  priceDollars: number
  settings: OutTheDoorSettings
  storeState: string
  initialZip?: string
  initialTrade?: string
}) {
  const id = useId()
  const zip = useEstimateZip(initialZip)
  const [draft, setDraft] = useState(initialZip ?? '')
  const [tradeText, setTradeText] = useState(initialTrade ?? '')
  const [tradeDraft, setTradeDraft] = useState(initialTrade ?? '')
  const place = outTheDoorPlace(zip, storeState, settings)
  const trade = readTradeValue(tradeText)
  const figure = outTheDoor(dollarsToCents(priceDollars), settings, {
    stateCode: place.stateCode,
    tradeEquityDollars: trade.kind === 'value' ? trade.dollars : 0,
  })
  if (!figure.ok) return null
  const headingId = `${id}-heading`
  const zipId = `${id}-zip`
  const tradeId = `${id}-trade`
  return (
    <section className="otd" id="out-the-door" aria-labelledby={headingId} data-testid="out-the-door">
      <p className="otd__figure">
        <span id={headingId}>{T.heading}</span> <strong data-testid="otd-total">{formatUsd(figure.total)}</strong>
      </p>
      {/* Open from the start when the shopper sent a ZIP code without scripts: they came for the lines. */}
      <details className="otd__details" open={initialZip || initialTrade ? true : undefined}>
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
          {figure.tradeEquity > 0 ? (
            <>
              <div className="otd__line">
                <dt>{T.tradeLine}</dt>
                <dd>−{formatUsd(figure.tradeEquity)}</dd>
              </div>
              <div className="otd__line otd__line--total">
                <dt>{T.dueAfterTrade}</dt>
                <dd data-testid="otd-due-after-trade">{formatUsd(figure.dueAfterTrade)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <form
          className="otd__zip"
          method="get"
          action="#out-the-door"
          onSubmit={(event) => {
            event.preventDefault()
            setEstimateZip(draft)
            setTradeText(tradeDraft)
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
          <label htmlFor={tradeId}>{T.tradeLabel}</label>
          <input
            id={tradeId}
            name="trade"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={tradeDraft}
            onChange={(event) => setTradeDraft(event.target.value)}
          />
          <button type="submit" className="button button--small">
            {T.zipButton}
          </button>
        </form>
        <p className="financing-disclaimer" role="status" data-testid="otd-place">
          {outTheDoorPlaceText(place)}
          {trade.kind === 'unreadable' ? ` ${T.tradeUnreadable(trade.text)}` : null}
          {figure.tradeEquity > 0
            ? ` ${figure.tradeInTaxCredit > 0 ? T.tradeTaxed(place.stateCode) : T.tradeNotTaxCredited(place.stateCode)}`
            : null}
        </p>
        <p className="financing-disclaimer">{T.exclusions}</p>
        {registrationIncluded(figure.lines) ? null : (
          <p className="financing-disclaimer" data-testid="otd-no-registration">
            {T.registrationNotIncluded(figure.stateCode)}
          </p>
        )}
        <p className="financing-disclaimer">{figure.tradeEquity > 0 ? T.estimateWithTrade : T.estimate}</p>
      </details>
    </section>
  )
}
