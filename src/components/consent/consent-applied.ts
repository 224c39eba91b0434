/** The parts of the root shell that act on the visitor's consent, as named on <html data-consent-applied>. */
export type ConsentPart = 'ads' | 'chat' | 'page-view' | 'trackers'

/**
 * Adds `part` to <html data-consent-applied> once it has acted on the consent in force (the state
 * on <html data-experiments> does the same for the experiments client). Each part acts at once and
 * in full on every consent update, so from then on what it loaded, stored or reported for this page
 * is final: a test or a support person can tell "not loaded" from "not decided yet" (decision 0238).
 */
export function markConsentApplied(part: ConsentPart): void {
  const root = document.documentElement
  const parts = new Set((root.dataset.consentApplied ?? '').split(' ').filter(Boolean))
  if (parts.has(part)) return
  parts.add(part)
  root.dataset.consentApplied = [...parts].sort().join(' ')
}
