'use client'
import { Fragment, useEffect, useMemo, useRef, useState } from 'react'
import {
  DEALER_VERIFICATION_TEXT,
  SLIDER_LABELS,
  clampToSlider,
  downPaymentFromPercent,
  estimateMonthlyPayment,
  estimateTermsText,
  feesDisclaimerText,
  outTheDoorPlace,
  outTheDoorPlaceText,
  percentSliderBounds,
  priceLines,
  type FinanceSettings,
  type SliderBounds,
} from '@/domain/financing'
import { dollarsToCents, formatUsd } from '@/domain/money'
import { useEstimateZip } from '@/client/financing/estimate-zip'
import { PRICING_ANSWERS_KEY } from './wizard-steps'
import './financing.css'

/**
 * VDP payment panel (site.md sections 2 "Vehicle detail" and 9; issue 6): down payment, trade
 * equity, credit score and term sliders over the same engine and settings as the cards and
 * POST /api/payment-estimate. Range inputs can only produce in-bound values on the step grid;
 * the API refuses anything else with 422. Every estimate shows its inputs and the disclaimers.
 * Tax and title are those of the vehicle's store state (issue 15). The down payment is a dollar
 * amount or a percent of the price (site.md section 9: "percent step 5, default 20 percent").
 */
type SliderKey = 'downPayment' | 'tradeEquity' | 'creditScore' | 'financeTerm'
type Values = Record<SliderKey, number>

const usd = (cents: number) => formatUsd(cents, { whole: true })
const valueText = (key: SliderKey, value: number) =>
  key === 'financeTerm' ? `${value} months` : key === 'creditScore' ? String(value) : usd(dollarsToCents(value))

function Slider({
  name,
  bounds,
  value,
  onChange,
  text = valueText(name, value),
}: {
  name: SliderKey
  bounds: SliderBounds
  value: number
  onChange: (value: number) => void
  text?: string
}) {
  const id = `payment-${name}`
  // A slider moved before React took the page over (a quick thumb on a slow phone, or a value the
  // browser restored) has moved in the page but not in the estimate: once hydrated, the estimate
  // takes the position the shopper sees.
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const shown = Number(input.current?.value)
    if (Number.isFinite(shown) && shown !== value) onChange(shown)
    // Once, at hydration: later moves arrive through onChange.
  }, [])
  return (
    <div className="payment-panel__slider">
      <label htmlFor={id}>
        {SLIDER_LABELS[name].label}:{' '}
        <output htmlFor={id} data-testid={`${id}-value`}>
          {text}
        </output>
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={text}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  )
}

type DownMode = 'amount' | 'percent'

function DownPaymentMode({ mode, onChange }: { mode: DownMode; onChange: (mode: DownMode) => void }) {
  const options: { value: DownMode; label: string }[] = [
    { value: 'amount', label: 'Dollar amount' },
    { value: 'percent', label: 'Percent of price' },
  ]
  // As the sliders do: a choice made before React took the page over is the one the shopper sees.
  const fieldset = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    const shown = fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.value
    if ((shown === 'amount' || shown === 'percent') && shown !== mode) onChange(shown)
    // Once, at hydration: later choices arrive through onChange.
  }, [])
  return (
    <fieldset ref={fieldset} className="payment-panel__mode">
      <legend>Down payment as</legend>
      {options.map((o) => (
        <label key={o.value} className="financing-check">
          <input
            type="radio"
            name="downPaymentMode"
            value={o.value}
            checked={mode === o.value}
            onChange={() => onChange(o.value)}
          />{' '}
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}

export function PaymentPanel({
  priceDollars,
  settings,
  stateCode: storeState,
  initialZip,
}: {
  priceDollars: number
  settings: FinanceSettings
  stateCode: string
  initialZip?: string
}) {
  // The state of the ZIP code entered under the out-the-door figure, as that figure uses (issue 37).
  const place = outTheDoorPlace(useEstimateZip(initialZip), storeState, settings)
  const stateCode = place.stateCode
  const priceCents = dollarsToCents(priceDollars)
  const percentBounds = percentSliderBounds(settings.sliders.downPayment)
  const [downMode, setDownMode] = useState<DownMode>('amount')
  const [downPercent, setDownPercent] = useState(percentBounds.default)
  const initial = useMemo(() => {
    const first = estimateMonthlyPayment(priceCents, settings, { stateCode })
    const i = first.ok ? first.inputs : null
    return {
      downPayment: i?.downPaymentDollars ?? 0,
      tradeEquity: i?.tradeEquityDollars ?? 0,
      creditScore: i?.creditScore ?? 850,
      financeTerm: i?.termMonths ?? 72,
    }
  }, [priceCents, settings, stateCode])
  const [values, setValues] = useState<Values>(initial)
  // A visitor who finished the pricing wizard starts from their own answers (site.md section 4).
  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(PRICING_ANSWERS_KEY) ?? 'null') as Record<
        string,
        string | undefined
      > | null
      if (!saved) return
      const pick = (key: 'downPayment' | 'tradeEquity' | 'creditScore', raw: string | undefined) =>
        raw !== undefined && raw !== '' && Number.isFinite(Number(raw))
          ? clampToSlider(Number(raw), settings.sliders[key])
          : initial[key]
      // A slider the shopper moved before the scripts ran (Slider adopts it first) keeps its place.
      const keepOr = (key: 'downPayment' | 'tradeEquity' | 'creditScore', v: Values) =>
        v[key] !== initial[key] ? v[key] : pick(key, saved[key])
      setValues((v) => ({
        ...v,
        downPayment: keepOr('downPayment', v),
        tradeEquity: keepOr('tradeEquity', v),
        creditScore: keepOr('creditScore', v),
      }))
    } catch {
      // Unreadable storage: keep the defaults.
    }
  }, [initial, settings.sliders])
  const downPayment =
    downMode === 'percent'
      ? downPaymentFromPercent(priceCents, downPercent, settings.sliders.downPayment)
      : values.downPayment
  const estimate = estimateMonthlyPayment(priceCents, settings, {
    downPaymentDollars: downPayment,
    tradeEquityDollars: values.tradeEquity,
    creditScore: values.creditScore,
    termMonths: values.financeTerm,
    stateCode,
  })
  const set = (key: SliderKey) => (value: number) => setValues((v) => ({ ...v, [key]: value }))
  const s = settings.sliders
  return (
    <section className="payment-panel" aria-labelledby="payment-panel-heading">
      <h2 id="payment-panel-heading">Estimate your payment</h2>
      <DownPaymentMode mode={downMode} onChange={setDownMode} />
      {downMode === 'percent' ? (
        <Slider
          name="downPayment"
          bounds={percentBounds}
          value={downPercent}
          onChange={setDownPercent}
          text={`${downPercent}% (${usd(dollarsToCents(downPayment))})`}
        />
      ) : (
        <Slider name="downPayment" bounds={s.downPayment} value={values.downPayment} onChange={set('downPayment')} />
      )}
      <Slider name="tradeEquity" bounds={s.tradeEquity} value={values.tradeEquity} onChange={set('tradeEquity')} />
      <Slider name="creditScore" bounds={s.creditScore} value={values.creditScore} onChange={set('creditScore')} />
      <Slider name="financeTerm" bounds={s.financeTerm} value={values.financeTerm} onChange={set('financeTerm')} />
      <div aria-live="polite">
        {estimate.ok ? (
          <>
            <p className="payment-panel__monthly" data-testid="payment-monthly">
              {usd(estimate.breakdown.monthlyPayment)}/mo
            </p>
            <dl>
              {/* The same lines as the out-the-door figure beside the price (issue 37: one engine, one list). */}
              {priceLines(estimate.breakdown, settings.feeEffectiveDate).map((line) => (
                <Fragment key={line.kind}>
                  <dt>{line.label}</dt>
                  <dd>{line.kind === 'price' ? usd(line.amount) : formatUsd(line.amount)}</dd>
                </Fragment>
              ))}
              <dt>Down payment</dt>
              <dd>−{usd(estimate.breakdown.downPayment)}</dd>
              <dt>Trade equity</dt>
              <dd>−{usd(estimate.breakdown.tradeEquity)}</dd>
              <dt>Amount financed</dt>
              <dd>{formatUsd(estimate.breakdown.amountFinanced)}</dd>
              <dt>APR (credit score {estimate.aprQuote.creditScore})</dt>
              <dd data-testid="payment-apr">{estimate.aprQuote.apr}%</dd>
              <dt>Term</dt>
              <dd>{estimate.breakdown.termMonths} months</dd>
            </dl>
            <p className="financing-disclaimer">{estimateTermsText(estimate.breakdown)} Subject to credit approval.</p>
            {place.kind === 'store' ? null : (
              <p className="financing-disclaimer" data-testid="payment-place">
                {outTheDoorPlaceText(place)}
              </p>
            )}
          </>
        ) : (
          <p role="alert">{estimate.message}</p>
        )}
      </div>
      <p className="financing-disclaimer">
        {feesDisclaimerText(
          dollarsToCents(settings.documentaryFee),
          dollarsToCents(settings.driveFee30Day),
          settings.feeEffectiveDate,
        )}
      </p>
      <p className="financing-disclaimer">{DEALER_VERIFICATION_TEXT}</p>
    </section>
  )
}
