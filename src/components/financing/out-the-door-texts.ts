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
    'The advertised price includes every charge except tax, title and licence fees and the documentary fee, which are listed here.',
  estimate: 'Estimate before any trade-in or down payment, without local taxes. The dealer confirms the final figures.',
} as const
