import type { FinanceSettings } from './settings'

/**
 * The state whose sales tax and title fee an estimate uses (issue 15 "Money follows the store"):
 * the state of the store the vehicle is sold from, since that store's state taxes and titles the
 * sale. A vehicle with no store, or at a store whose state has no fees in the finance settings,
 * falls back to the settings' default state; the estimate's wording names the state it used
 * (docs/decisions/0190).
 */
export function estimateStateFor(
  storeState: string | null | undefined,
  settings: Pick<FinanceSettings, 'defaultState' | 'states'>,
): string {
  const code = storeState?.trim().toUpperCase()
  return code && Object.hasOwn(settings.states, code) ? code : settings.defaultState
}

/** "IL" or "IL or IN": the states a list of estimates used, for the footnote under the cards. */
export function statesText(codes: readonly string[]): string {
  const unique = [...new Set(codes)].sort()
  if (unique.length <= 1) return unique[0] ?? ''
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`
}
