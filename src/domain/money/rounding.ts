/**
 * The one rounding rule of the site (ARCHITECTURE.md convention 2; docs/decisions/0235): round half
 * away from zero, so $0.005 becomes $0.01 and -$0.005 becomes -$0.01 the same way a shopper or a
 * dealer's desk calculator would. Applied to a cents amount it rounds to the cent; the trade-in
 * engine's whole-dollar offers and the few other places that need an integer (whole-dollar display,
 * slider steps, rate noise) call it too, so the site never mixes banker's rounding with
 * Math.round's "half up toward +infinity".
 *
 * Binary floating point turns 1.005 * 100 into 100.49999999999999; reading the value back at 15
 * significant digits first removes that noise, so amounts typed in dollars round as written.
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) return value
  const magnitude = Number(Math.abs(value).toPrecision(15))
  const rounded = Math.floor(magnitude + 0.5)
  // Avoid -0: it prints as "-$0.00" and fails equality checks against 0.
  return rounded === 0 ? 0 : Math.sign(value) * rounded
}
