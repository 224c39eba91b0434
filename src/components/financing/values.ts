/**
 * Flat form values with dotted names ('applicant.ssn') to the nested data the lead schemas expect.
 * The server's field errors come back under the same dotted names, so they land on the inputs.
 */
import { parseAmount } from '@/domain/money'

export type FlatValues = Record<string, string>

/** The fields whose typed text is an amount or a count (their last name part). */
const NUMERIC_FIELDS = [
  'monthlyPayment',
  'yearsAtAddress',
  'monthsAtAddress',
  'yearsEmployed',
  'monthsEmployed',
  'monthlyGross',
  'otherMonthly',
  'monthlyIncome',
  'downPayment',
  'tradeEquity',
  'creditScore',
]
const NUMERIC = new RegExp(`(?:^|\\.)(${NUMERIC_FIELDS.join('|')})$`)

export function nestValues(values: FlatValues, skip: (key: string) => boolean = () => false): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(values)) {
    if (skip(key) || raw === '') continue
    const amount = NUMERIC.test(key) ? parseAmount(raw) : undefined
    const value = amount === undefined || Number.isNaN(amount) ? raw : amount
    const parts = key.split('.')
    let node = out
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
    node[parts[parts.length - 1]] = value
  }
  return out
}
