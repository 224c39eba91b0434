import { dollarsToCents, type Cents } from '@/domain/money'
import type { EstimateInputs } from './estimate'
import { fail, type FinancingFailure } from './result'

/**
 * The body of POST /api/payment-estimate (issue 6): a price in dollars and any slider values the
 * visitor moved. Shapes only; the bounds and steps are checked by estimateMonthlyPayment against
 * the settings, so the API and the sliders refuse exactly the same values (422 with the message).
 */
export type EstimateRequest = { priceCents: Cents; inputs: EstimateInputs }

const FIELDS = ['downPaymentDollars', 'tradeEquityDollars', 'creditScore', 'termMonths'] as const
const LABELS: Record<(typeof FIELDS)[number], string> = {
  downPaymentDollars: 'Down payment',
  tradeEquityDollars: 'Trade equity',
  creditScore: 'Credit score',
  termMonths: 'Finance term',
}
const MAX_PRICE_DOLLARS = 10_000_000

export function parseEstimateRequest(body: unknown): EstimateRequest | FinancingFailure {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('invalid-price', 'Send a JSON object with the price.', 'price')
  const b = body as Record<string, unknown>
  const price = b.price
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE_DOLLARS) {
    return fail(
      'invalid-price',
      `Price must be a number of dollars between 1 and ${MAX_PRICE_DOLLARS.toLocaleString('en-US')}.`,
      'price',
    )
  }
  const inputs: EstimateInputs = {}
  for (const field of FIELDS) {
    const value = b[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      const reason =
        field === 'termMonths'
          ? 'term-not-allowed'
          : field === 'creditScore'
            ? 'invalid-credit-score'
            : field === 'tradeEquityDollars'
              ? 'invalid-trade-equity'
              : 'invalid-down-payment'
      return fail(reason, `${LABELS[field]} must be a number.`, field)
    }
    inputs[field] = value
  }
  if (b.stateCode !== undefined) {
    if (typeof b.stateCode !== 'string') return fail('unknown-state', 'State must be a two-letter code.', 'stateCode')
    inputs.stateCode = b.stateCode.toUpperCase()
  }
  return { priceCents: dollarsToCents(price), inputs }
}
