export { type Cents, centsToDollars, dollarsToCents, isCents } from './cents'
export { formatUsd, type FormatUsdOptions } from './format-usd'
export { addPercent, type Percent, percentOf } from './percent'
export { roundHalfAwayFromZero } from './rounding'
