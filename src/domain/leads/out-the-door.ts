import { formatUsd } from '../money'
import type { OutTheDoor } from '../financing/out-the-door'

/**
 * The estimated out-the-door price a vehicle lead carries to sales and the CRM (issue 37 "Where
 * else it shows"; docs/decisions/0314). The SERVER computes it at intake from the vehicle's stored
 * price and the finance settings (src/services/leads/out-the-door.ts) and keeps it beside the form
 * fields, so the e-mail says what the shopper was shown that day even after a price or fee change.
 * Money in cents, as the engine computes it.
 */
export type LeadOutTheDoor = {
  totalCents: number
  stateCode: string
  lines: { label: string; amountCents: number }[]
}

/** The stored form of an engine figure. */
export function leadOutTheDoor(figure: Pick<OutTheDoor, 'total' | 'stateCode' | 'lines'>): LeadOutTheDoor {
  return {
    totalCents: figure.total,
    stateCode: figure.stateCode,
    lines: figure.lines.map((l) => ({ label: l.label, amountCents: l.amount })),
  }
}

const isCentsValue = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

/** Reads the stored value back; anything not of its shape (an older lead, a hand edit) is left out. */
export function readLeadOutTheDoor(value: unknown): LeadOutTheDoor | undefined {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Partial<LeadOutTheDoor>
  if (!isCentsValue(v.totalCents) || typeof v.stateCode !== 'string' || !Array.isArray(v.lines)) return undefined
  const lines = v.lines.filter(
    (l): l is LeadOutTheDoor['lines'][number] =>
      !!l && typeof l === 'object' && typeof l.label === 'string' && isCentsValue(l.amountCents),
  )
  return { totalCents: v.totalCents, stateCode: v.stateCode, lines }
}

/** "$20,717.35 (IN sales tax, title and fees)". */
export function outTheDoorTotalText(otd: LeadOutTheDoor): string {
  return `${formatUsd(otd.totalCents)} (${otd.stateCode} sales tax, title and fees)`
}

/** "Price $18,995.00; Documentary fee (in effect since 1/1/2025) $367.70; ...": one line for a CRM comment. */
export function outTheDoorLinesText(otd: LeadOutTheDoor, separator = '; '): string {
  return otd.lines.map((l) => `${l.label} ${formatUsd(l.amountCents)}`).join(separator)
}

/** The ADF comment line every CRM shows, whatever it does with a second <price>. */
export function outTheDoorComment(otd: LeadOutTheDoor): string {
  return `Estimated out-the-door price: ${outTheDoorTotalText(otd)}. ${outTheDoorLinesText(otd)}.`
}

/** The ADF <price> text: digits and a decimal point, as the asking price is written. */
export function outTheDoorAdfAmount(otd: LeadOutTheDoor): string {
  return (otd.totalCents / 100).toFixed(2)
}
