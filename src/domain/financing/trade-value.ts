/**
 * The trade-in value a shopper types under the out-the-door figure (issue 37: "with and without a
 * trade-in"): whole dollars, "$" and thousands separators allowed, up to $500,000. Anything else
 * reads as no trade-in, and the page says so instead of guessing.
 */
export const MAX_TRADE_VALUE = 500_000

export type TradeValue = { kind: 'none' } | { kind: 'value'; dollars: number } | { kind: 'unreadable'; text: string }

export function readTradeValue(input: string | null | undefined): TradeValue {
  const text = (input ?? '').trim()
  if (text === '') return { kind: 'none' }
  const digits = text.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return { kind: 'unreadable', text }
  const dollars = Math.round(Number(digits))
  if (dollars > MAX_TRADE_VALUE) return { kind: 'unreadable', text }
  return dollars === 0 ? { kind: 'none' } : { kind: 'value', dollars }
}
