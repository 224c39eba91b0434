import { dollarsToCents, formatUsd, type Cents } from '@/domain/money'
import { amountFinanced, type AmountFinancedLines } from './amount-financed'
import { formatUsDate } from './disclaimers'
import { fail, type FinancingFailure } from './result'
import type { FinanceSettings } from './settings'

/**
 * The estimated out-the-door price (issue 37 "The out-the-door price on every vehicle";
 * docs/decisions/0313). It is not a second calculator: the lines are the payment engine's own
 * (`amountFinanced`, the same function every monthly estimate runs), read at no down payment.
 *
 * Illinois (14 Ill. Adm. Code 475.310) lets an advertised price leave out only taxes, licence and
 * title fees and a disclosed documentary fee. So these are the only kinds of line that may ever
 * stand beside the advertised price; the 30-day drive fee is the temporary registration and the
 * registration fee the plates (both licence charges). A test fails if the engine ever adds anything
 * else.
 */
export const OUT_THE_DOOR_LINE_KINDS = [
  'price',
  'documentary-fee',
  'drive-fee',
  'sales-tax',
  'title-fee',
  'registration-fee',
] as const
export type PriceLineKind = (typeof OUT_THE_DOOR_LINE_KINDS)[number]

export type PriceLine = { kind: PriceLineKind; label: string; amount: Cents }

/** Only what labelling the lines needs, so the payment panel can pass its breakdown as it is. */
export type PriceLineSource = Pick<
  AmountFinancedLines,
  'price' | 'documentaryFee' | 'driveFee' | 'salesTax' | 'salesTaxRate' | 'titleFee' | 'registrationFee'
> & { stateCode: string }

/** "Documentary fee (in effect since 1/1/2025)"; without a readable date, no parenthesis. */
export function documentaryFeeLabel(effectiveDate: string | null): string {
  const since = effectiveDate === null ? null : formatUsDate(effectiveDate)
  return since ? `Documentary fee (in effect since ${since})` : 'Documentary fee'
}

/**
 * The itemised lines, in the order a buyer's order lists them. Shared by the out-the-door figure
 * and the payment panel's "shows its math", so the two can never list different lines. The drive
 * fee and the registration fee are left out where they do not apply (a fee of zero in the settings);
 * `registrationIncluded` then tells the reader that plates are not in the figure.
 */
export function priceLines(source: PriceLineSource, feeEffectiveDate: string | null): PriceLine[] {
  const lines: PriceLine[] = [
    { kind: 'price', label: 'Price', amount: source.price },
    { kind: 'documentary-fee', label: documentaryFeeLabel(feeEffectiveDate), amount: source.documentaryFee },
  ]
  if (source.driveFee > 0) lines.push({ kind: 'drive-fee', label: '30-day drive fee', amount: source.driveFee })
  lines.push(
    {
      kind: 'sales-tax',
      label: `Sales tax (${source.stateCode}, ${source.salesTaxRate}%)`,
      amount: source.salesTax,
    },
    { kind: 'title-fee', label: `Title fee (${source.stateCode})`, amount: source.titleFee },
  )
  if (source.registrationFee > 0)
    lines.push({
      kind: 'registration-fee',
      label: `Registration (${source.stateCode})`,
      amount: source.registrationFee,
    })
  return lines
}

/** Whether the lines hold the plates' registration; without it the reader is told it is not in the figure. */
export function registrationIncluded(lines: readonly PriceLine[]): boolean {
  return lines.some((line) => line.kind === 'registration-fee')
}

export type OutTheDoorInputs = {
  /** Two-letter state whose sales tax and title fee apply. */
  stateCode: string
  /** Trade equity in dollars, as the trade slider holds it; it lowers the taxed amount where the state allows. */
  tradeEquityDollars?: number
}

export type OutTheDoor = {
  ok: true
  stateCode: string
  lines: PriceLine[]
  /** Sum of the lines: what the buyer pays before any trade or down payment. */
  total: Cents
  tradeEquity: Cents
  /** How much of the trade came off the taxed amount (the engine's trade-in tax credit). */
  tradeInTaxCredit: Cents
  /** Total less the trade equity: what is left to pay or finance. */
  dueAfterTrade: Cents
}

/** The part of the finance settings the figure reads; a client component needs no more. */
export type OutTheDoorSettings = Pick<
  FinanceSettings,
  'documentaryFee' | 'driveFee30Day' | 'feeEffectiveDate' | 'states'
>

/** Only those settings, so the server hands a client component no rates, tiers or sliders it does not use. */
export function outTheDoorSettings(settings: FinanceSettings): OutTheDoorSettings {
  const { documentaryFee, driveFee30Day, feeEffectiveDate, states } = settings
  return { documentaryFee, driveFee30Day, feeEffectiveDate, states }
}

/** The out-the-door figure for a price in cents, from the same engine and settings as every payment estimate. */
export function outTheDoor(
  priceCents: Cents,
  settings: OutTheDoorSettings,
  inputs: OutTheDoorInputs,
): OutTheDoor | FinancingFailure {
  if (!Number.isInteger(priceCents) || priceCents <= 0) {
    return fail('price-missing', 'This vehicle has no price to estimate from.', 'price')
  }
  const trade = inputs.tradeEquityDollars ?? 0
  if (!Number.isFinite(trade) || trade < 0) {
    return fail('invalid-trade-equity', 'Trade equity cannot be negative.', 'tradeEquity')
  }
  if (!Object.hasOwn(settings.states, inputs.stateCode)) {
    return fail('unknown-state', `No tax and title fees are set for ${inputs.stateCode}.`, 'stateCode')
  }
  const tradeEquity = dollarsToCents(trade)
  const engine = amountFinanced(
    { price: priceCents, downPayment: 0, tradeEquity },
    settings.states[inputs.stateCode],
    settings,
  )
  const lines = priceLines({ ...engine, stateCode: inputs.stateCode }, settings.feeEffectiveDate)
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  return {
    ok: true,
    stateCode: inputs.stateCode,
    lines,
    total,
    tradeEquity,
    tradeInTaxCredit: engine.tradeInTaxCredit,
    dueAfterTrade: Math.max(0, total - tradeEquity),
  }
}

/** "$26,548.20 estimated out-the-door (IN sales tax, title and fees)": the one-line form for e-mails and CRMs. */
export function outTheDoorSummary(otd: Pick<OutTheDoor, 'total' | 'stateCode'>): string {
  return `${formatUsd(otd.total)} estimated out-the-door (${otd.stateCode} sales tax, title and fees)`
}
