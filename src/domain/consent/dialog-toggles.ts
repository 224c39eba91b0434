/**
 * Where the preferences dialog's switches start (visitor-layer.md section 2 "Each toggle starts
 * on"; issue 15). Before any decision every switch is on, as the spec says; once the visitor chose,
 * the dialog reopened from "Cookie settings" shows that choice, so saving it again without a change
 * never grants what was refused. Essential is always on.
 */
import { CONSENT_CATEGORIES, type ConsentCategory } from './categories'

export type DialogToggles = Record<ConsentCategory, boolean>

export function dialogToggles(decided: readonly ConsentCategory[] | null): DialogToggles {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((c) => [c, c === 'essential' || decided === null || decided.includes(c)]),
  ) as DialogToggles
}
