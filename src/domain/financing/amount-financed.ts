import { dollarsToCents, percentOf, type Cents, type Percent } from '@/domain/money'
import type { FinanceSettings, StateFees } from './settings'

export type AmountFinancedInput = {
  price: Cents
  downPayment: Cents
  tradeEquity: Cents
}

export type AmountFinancedLines = {
  price: Cents
  documentaryFee: Cents
  driveFee: Cents
  titleFee: Cents
  /** The state's registration (plates) fee; 0 where the settings charge none (decision 0313). */
  registrationFee: Cents
  salesTaxRate: Percent
  /** How much of the trade came off the taxed amount (0 where the state gives no credit). */
  tradeInTaxCredit: Cents
  taxableAmount: Cents
  salesTax: Cents
  downPayment: Cents
  tradeEquity: Cents
  amountFinanced: Cents
}

/**
 * Tax credit for the trade. The engine only knows trade equity (allowance minus payoff), not the
 * allowance itself, so the credit is taken on the equity: never more than the real credit, so the
 * estimated tax is never understated.
 */
function tradeCredit(tradeEquity: Cents, state: StateFees): Cents {
  if (!state.tradeInTaxCredit) return 0
  const cap = state.tradeInTaxCreditCap
  return cap === null || cap === undefined ? tradeEquity : Math.min(tradeEquity, dollarsToCents(cap))
}

/**
 * Amount financed = price + documentary fee + 30-day drive fee + title fee + sales tax
 * - down payment - trade equity, never below zero (site.md section 9: "plus state sales tax and
 * title fees"). A registration fee is added only where a manager set one for the state (none is
 * seeded, so the spec's formula holds as written). Sales tax is on the vehicle price only (less
 * the trade where the state allows), not on the fees; inputs are assumed valid (payment.ts checks
 * them).
 */
export function amountFinanced(
  input: AmountFinancedInput,
  state: StateFees,
  settings: Pick<FinanceSettings, 'documentaryFee' | 'driveFee30Day'>,
): AmountFinancedLines {
  const documentaryFee = dollarsToCents(settings.documentaryFee)
  const driveFee = dollarsToCents(settings.driveFee30Day)
  const titleFee = dollarsToCents(state.titleFee)
  const registrationFee = dollarsToCents(state.registrationFee ?? 0)
  const tradeInTaxCredit = Math.min(tradeCredit(input.tradeEquity, state), input.price)
  const taxableAmount = input.price - tradeInTaxCredit
  const salesTax = percentOf(taxableAmount, state.salesTaxRate)
  const gross = input.price + documentaryFee + driveFee + titleFee + registrationFee + salesTax
  return {
    price: input.price,
    documentaryFee,
    driveFee,
    titleFee,
    registrationFee,
    salesTaxRate: state.salesTaxRate,
    tradeInTaxCredit,
    taxableAmount,
    salesTax,
    downPayment: input.downPayment,
    tradeEquity: input.tradeEquity,
    amountFinanced: Math.max(0, gross - input.downPayment - input.tradeEquity),
  }
}
