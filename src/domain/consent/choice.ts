/**
 * What each banner choice grants (visitor-layer.md sections 4 and 9).
 * - A tier below 2 auto-grants all four categories; a tier of 1 or lower allows everything.
 * - Accept all and Close & Continue give all four; Deny gives essential, functional, analytics.
 * - Save & Continue gives essential plus the toggled categories; a missing toggle counts as on,
 *   because every toggle starts on (section 2).
 * - Global Privacy Control overrides the banner (section 2): targeting is never allowed under it,
 *   whatever the tier or choice (a legal opt-out signal wins over the "allow everything" tiers).
 */
import { CONSENT_CATEGORIES, normalizeCategories, type ConsentCategory, type ConsentTier } from './categories'

export type ConsentChoice = 'acceptAll' | 'closeContinue' | 'deny' | 'save'
export type CategoryToggles = Partial<Record<ConsentCategory, boolean>>

const ALL: readonly ConsentCategory[] = CONSENT_CATEGORIES
const DENY: readonly ConsentCategory[] = ['essential', 'functional', 'analytics']

function withoutTargetingUnder(gpc: boolean, list: readonly ConsentCategory[]): ConsentCategory[] {
  return gpc ? list.filter((category) => category !== 'targeting') : [...list]
}

function chosen(choice: ConsentChoice, toggles: CategoryToggles): readonly ConsentCategory[] {
  switch (choice) {
    case 'acceptAll':
    case 'closeContinue':
      return ALL
    case 'deny':
      return DENY
    case 'save':
      // Essential is always on; the other toggles start on (section 2).
      return ALL.filter((category) => category === 'essential' || toggles[category] !== false)
  }
}

/** The category list stored in allowCookies after a banner or dialog choice. */
export function applyChoice(
  tier: ConsentTier,
  choice: ConsentChoice,
  toggles: CategoryToggles,
  gpc: boolean,
): ConsentCategory[] {
  const granted = tier < 2 ? ALL : chosen(choice, toggles)
  return withoutTargetingUnder(gpc, granted)
}

/**
 * The categories in force for a stored decision: a tier of 1 or lower allows everything,
 * otherwise only the consented list (plus essential, which cannot be refused) (section 4).
 */
export function effectiveCategories(
  tier: ConsentTier,
  stored: readonly unknown[] | undefined,
  gpc: boolean,
): ConsentCategory[] {
  const granted = tier <= 1 ? ALL : normalizeCategories(['essential', ...(stored ?? [])])
  return withoutTargetingUnder(gpc, granted)
}

export function categoryAllowed(
  tier: ConsentTier,
  stored: readonly unknown[] | undefined,
  category: ConsentCategory,
  gpc: boolean,
): boolean {
  return effectiveCategories(tier, stored, gpc).includes(category)
}

/** Consent-manager purposes are set true or false by name on every update (section 4). */
export function consentPurposes(allowed: readonly ConsentCategory[]): Record<ConsentCategory, boolean> {
  return {
    essential: true,
    functional: allowed.includes('functional'),
    analytics: allowed.includes('analytics'),
    targeting: allowed.includes('targeting'),
  }
}

/**
 * Ad-pixel consent (section 4, decision 0180), from the categories in force (effectiveCategories or
 * consentInForce: a tier of 1 or lower already gives all four). The spec grants the pixel "when
 * functional is allowed" and revokes it without functional above tier 1; the pixel is advertising,
 * so it also needs targeting, and a withdrawal of targeting revokes it even while functional stays
 * on (the withdrawal wins). Under Global Privacy Control it is always revoked (section 2).
 */
export function adPixelConsent(allowed: readonly ConsentCategory[], gpc: boolean): 'grant' | 'revoke' {
  return allowed.includes('functional') && allowed.includes('targeting') && !gpc ? 'grant' : 'revoke'
}
