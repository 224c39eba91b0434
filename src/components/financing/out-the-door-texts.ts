/**
 * Words of the out-the-door figure (issue 37): OURS, the spec has no such block. The exclusion
 * sentence is the disclosure 14 Ill. Adm. Code 475.310 asks for beside an advertised price
 * (docs/decisions/0313).
 */
export const OUT_THE_DOOR_TEXTS = {
  heading: 'Estimated out-the-door',
  details: 'See what is included',
  zipLabel: 'Your ZIP code',
  zipButton: 'Update',
  total: 'Out-the-door',
  exclusions:
    'The advertised price includes every charge except tax, title and license fees and the documentary fee, which are listed here.',
  // Where the settings charge no registration for the state (decision 0313, amendment of 2026-11-29).
  registrationNotIncluded: (state: string) =>
    `License plates are not in this figure: ${state} charges their registration when you register the car, and the amount depends on your plates.`,
  estimate: 'Estimate before any trade-in or down payment, without local taxes. The dealer confirms the final figures.',
  tradeLabel: "Your trade-in's value (optional)",
  tradeLine: 'Your trade-in',
  dueAfterTrade: 'Left to pay after your trade-in',
  tradeUnreadable: (text: string) => `"${text}" is not a dollar amount: showing the figure without a trade-in.`,
  tradeTaxed: (state: string) => `Sales tax here is on the price less your trade-in, as ${state} allows.`,
  tradeNotTaxCredited: (state: string) =>
    `${state} taxes the full price: a trade-in does not lower the sales tax here.`,
  estimateWithTrade:
    'Estimate before any down payment, without local taxes. The dealer appraises your trade-in and confirms the final figures.',
} as const
