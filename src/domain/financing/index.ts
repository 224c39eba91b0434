export { amountFinanced, type AmountFinancedInput, type AmountFinancedLines } from './amount-financed'
export { exactMonthlyPayment } from './amortize'
export { aprFor, type AprQuote, creditTierFor } from './apr'
export * from './disclaimers'
export { financingExampleLines, LOAN_EXAMPLES } from './examples'
export { estimateStateFor, statesText } from './estimate-state'
export { estimateMonthlyPayment, type Estimate, type EstimateInputs, type ResolvedEstimateInputs } from './estimate'
export { maxPriceForMonthlyPayment, MAX_PRICE_CENTS, paymentPriceCaps, type PaymentPriceCaps } from './payment-cap'
export { calculateLoan, type LoanBreakdown, type LoanInput, type LoanResult } from './payment'
export { fail, type FinancingFailure, type FinancingFailureReason } from './result'
export {
  type BaseRate,
  type CreditTier,
  type FinanceSettings,
  SAMPLE_FINANCE_SETTINGS,
  SPEC_CREDIT_TIERS,
  type StateFees,
} from './settings'
export * from './sliders'
export { parseEstimateRequest, type EstimateRequest } from './estimate-request'
export {
  documentaryFeeLabel,
  OUT_THE_DOOR_LINE_KINDS,
  outTheDoor,
  outTheDoorSettings,
  outTheDoorSummary,
  priceLines,
  registrationIncluded,
  type OutTheDoor,
  type OutTheDoorInputs,
  type OutTheDoorSettings,
  type PriceLine,
  type PriceLineKind,
} from './out-the-door'
export { outTheDoorPlace, outTheDoorPlaceText, type OutTheDoorPlace } from './out-the-door-state'
export * from './sample-lease'
export { feeInEffect, feeSwitchAt, type FeeSchedule } from './fee-in-effect'
export { readTradeValue, MAX_TRADE_VALUE, type TradeValue } from './trade-value'
