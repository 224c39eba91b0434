/**
 * Expected failures are values, never exceptions (ARCHITECTURE.md convention 6): a route handler
 * turns one into a 422 with `message`, a card simply shows no estimate. `reason` is for code,
 * `message` is the text a shopper may read; `field` names the input that was refused.
 */
export type FinancingFailureReason =
  | 'invalid-price'
  | 'price-missing'
  | 'invalid-down-payment'
  | 'invalid-trade-equity'
  | 'invalid-credit-score'
  | 'invalid-apr'
  | 'term-not-allowed'
  | 'no-rate-for-term'
  | 'unknown-state'

export type FinancingFailure = {
  ok: false
  reason: FinancingFailureReason
  message: string
  field?: string
}

export function fail(reason: FinancingFailureReason, message: string, field?: string): FinancingFailure {
  return field === undefined ? { ok: false, reason, message } : { ok: false, reason, message, field }
}
