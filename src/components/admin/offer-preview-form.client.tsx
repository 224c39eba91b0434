'use client'
import { useState, type FormEvent } from 'react'

type Trace = { kind: string; name: string; amount?: number; detail?: string }
type Offer =
  | {
      kind: string
      cashNow?: { finalPrice: number }
      moreCashLater?: { finalPrice: number } | null
      expiresAt?: string
      trace?: Trace[]
    }
  | { ok: false; fieldErrors: Record<string, string> }

const SAMPLE_ANSWERS = JSON.stringify(
  {
    '100': 'good',
    '200': 'yes',
    '201': 'no',
    '202': 'one',
    '203': 'none',
    '204': 'good',
    '205': 'light',
    '500': 'none',
  },
  null,
  2,
)

function OfferColumn({ title, offer }: { title: string; offer: Offer }) {
  if ('ok' in offer)
    return (
      <div>
        <h3>{title}</h3>
        <p>
          Invalid:{' '}
          {Object.entries(offer.fieldErrors)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; ')}
        </p>
      </div>
    )
  return (
    <div>
      <h3>{title}</h3>
      <p>
        <strong>
          {offer.kind === 'bringVehicleIn'
            ? 'Bring the vehicle in (no online price)'
            : `Cash now $${offer.cashNow?.finalPrice}`}
        </strong>
        {offer.moreCashLater ? ` · More cash later $${offer.moreCashLater.finalPrice}` : ''}
      </p>
      <table style={{ width: '100%' }}>
        <thead>
          <tr>
            <th align="left">Step</th>
            <th align="left">What fired</th>
            <th align="right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {(offer.trace ?? []).map((t, i) => (
            <tr key={i}>
              <td>{t.kind}</td>
              <td>
                {t.name}
                {t.detail ? ` (${t.detail})` : ''}
              </td>
              <td align="right">{t.amount ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The preview form: vehicle, answers as JSON keyed by question id, and the two results. */
export function OfferPreviewForm() {
  const [vehicle, setVehicle] = useState({ year: '2018', make: 'Honda', model: 'Accord', mileage: '72000' })
  const [answers, setAnswers] = useState(SAMPLE_ANSWERS)
  const [result, setResult] = useState<{ published: Offer; draft: Offer } | null>(null)
  const [error, setError] = useState('')

  async function run(event: FormEvent) {
    event.preventDefault()
    setError('')
    let parsed: unknown
    try {
      parsed = JSON.parse(answers)
    } catch {
      setError('Answers must be JSON, e.g. {"100": "good"}.')
      return
    }
    const res = await fetch('/api/trade-in/offer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preview: true, vehicle, answers: parsed }),
    })
    const body = await res.json()
    if (!res.ok) {
      setError(
        body.fieldErrors
          ? Object.entries(body.fieldErrors as Record<string, string>)
              .map(([k, v]) => `${k}: ${v}`)
              .join('; ')
          : (body.error ?? `Error ${res.status}`),
      )
      return
    }
    setResult(body)
  }

  return (
    <form onSubmit={run} style={{ display: 'grid', gap: 12, maxWidth: 960 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {(['year', 'make', 'model', 'mileage'] as const).map((name) => (
          <label key={name} style={{ display: 'grid' }}>
            {name}
            <input value={vehicle[name]} onChange={(e) => setVehicle((v) => ({ ...v, [name]: e.target.value }))} />
          </label>
        ))}
      </div>
      <label style={{ display: 'grid' }}>
        Answers (question id → answer value)
        <textarea
          rows={8}
          value={answers}
          onChange={(e) => setAnswers(e.target.value)}
          style={{ fontFamily: 'monospace' }}
        />
      </label>
      <button type="submit" className="btn btn--style-primary">
        Preview offer
      </button>
      {error ? <p role="alert">{error}</p> : null}
      {result ? (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }} data-testid="offer-preview-result">
          <OfferColumn title="Published" offer={result.published} />
          <OfferColumn title="Draft" offer={result.draft} />
        </div>
      ) : null}
    </form>
  )
}
