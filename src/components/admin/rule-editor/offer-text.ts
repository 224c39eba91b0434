/**
 * An offer and its trace in words, for the admin's two offer previews (the panel beside the rule
 * editor and /admin/offer-preview): prices in dollars, and each step of the engine's trace named by
 * what a manager edits (the question's text, not its identifier).
 */
import { formatDollars } from '@/domain/money'
import { readableTraceName, type RuleSubject } from '@/domain/trade-in/rule-subjects'

export type Trace = { kind: string; name: string; amount?: number; detail?: string }
export type PreviewOffer =
  | { kind: string; cashNow?: { finalPrice: number }; moreCashLater?: { finalPrice: number } | null; trace?: Trace[] }
  | { fieldErrors: Record<string, string> }

const dollars = (n: number): string => formatDollars(n, { whole: true })
const signed = (n: number): string => (n < 0 ? `−${dollars(-n)}` : `+${dollars(n)}`)

/** The offer in one line: cash now (and more cash later), "bring it in", or why it cannot be priced. */
export function offerPrice(offer: PreviewOffer): string {
  if ('fieldErrors' in offer) return `Cannot be priced: ${Object.values(offer.fieldErrors).join(' ')}`
  if (offer.kind !== 'offer' || !offer.cashNow) return 'Bring the vehicle in (no online price)'
  return `Cash now ${dollars(offer.cashNow.finalPrice)}${offer.moreCashLater ? `, more cash later ${dollars(offer.moreCashLater.finalPrice)}` : ''}`
}

/** The engine's trace steps (src/domain/trade-in/offer.ts), named for managers. */
const KINDS: Readonly<Record<string, string>> = {
  base: 'Market value',
  deduction: 'Deduction',
  rule: 'Rule matched',
  adjustment: 'Adjustment',
  fallback: 'Fallback',
  recondition: 'Reconditioning',
  advertising: 'Advertising',
  reserve: 'At pickup',
  profitShare: 'Profit share',
  payment: 'Payment',
  expiry: 'Valid until',
  skip: 'Skipped',
  error: 'Rule problem',
}

export function traceLine(t: Trace, subjects: readonly RuleSubject[]): string {
  const what = `${KINDS[t.kind] ?? t.kind}: ${readableTraceName(subjects, t.name)}${t.detail ? ` (${t.detail})` : ''}`
  return typeof t.amount === 'number' ? `${what} ${signed(t.amount)}` : what
}

export function offerTrace(offer: PreviewOffer): Trace[] {
  return 'fieldErrors' in offer ? [] : (offer.trace ?? [])
}
