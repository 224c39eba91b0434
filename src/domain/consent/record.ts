/**
 * The stored consent record (visitor-layer.md sections 3 and 4): the profile fields allowCookies
 * (consented categories) and displayCookies ('hide' once the visitor chose), mirrored into a plain
 * allowCookies cookie ("the allowCookies cookie is saved") for tags and servers that only need the
 * list. Which categories are in force on a page view, before and after a decision, is decided here.
 */
import { normalizeCategories, type ConsentCategory, type ConsentTier } from './categories'
import { effectiveCategories } from './choice'

/** Cookie value: category names joined by commas, canonical order ('essential,functional'). */
export function serializeAllowCookies(allowed: readonly ConsentCategory[]): string {
  return normalizeCategories(allowed).join(',')
}

export function parseAllowCookies(value: string | undefined | null): ConsentCategory[] | undefined {
  if (value === undefined || value === null || value === '') return undefined
  return normalizeCategories(value.split(','))
}

/**
 * Categories in force (section 4): a tier of 1 or lower allows everything (auto-grant, minus
 * targeting under GPC); tiers 2 and 3 follow the stored list only once the visitor decided, and
 * allow essential only before that, so a list left from an auto-grant under an earlier tier 1
 * does not count as a choice.
 */
export function consentInForce(
  tier: ConsentTier,
  stored: readonly unknown[] | undefined,
  decided: boolean,
  gpc: boolean,
): ConsentCategory[] {
  if (tier <= 1 || decided) return effectiveCategories(tier, stored, gpc)
  return ['essential']
}

/** Whether the stored list must be rewritten on this page view (auto-grant, stale or GPC change). */
export function needsRewrite(stored: readonly unknown[] | undefined, inForce: readonly ConsentCategory[]): boolean {
  if (stored === undefined) return true
  return serializeAllowCookies(normalizeCategories(stored)) !== serializeAllowCookies(inForce)
}
