/**
 * Which banner buttons a tier shows and when the banner is visible (visitor-layer.md sections 2, 4, 9).
 *
 * Tier -> buttons (section 9): 0 none (no banner); 1 'Close & Continue'; 2 'Manage' (customize) and
 * 'Accept all'; 3 'Manage', 'Deny tracking cookies' and 'Accept all'. 'Save & Continue' lives in
 * the preferences dialog (section 2). 'Allow all' is listed among the labels seen in copy, but no
 * tier and no dialog part names it, so no tier shows it; it stays in the texts only.
 */
import type { ConsentTier, DisplayMode } from './categories'
import type { ConsentChoice } from './choice'

/** 'manage' opens the preferences dialog; the others are choices (see applyChoice). */
export type BannerAction = 'manage' | Exclude<ConsentChoice, 'save'>

const TIER_ACTIONS: Record<ConsentTier, readonly BannerAction[]> = {
  0: [],
  1: ['closeContinue'],
  2: ['manage', 'acceptAll'],
  3: ['manage', 'deny', 'acceptAll'],
}

/** The banner's actions for a tier, in the order they show (section 9); their labels are the page's consent texts. */
export function bannerActions(tier: ConsentTier): readonly BannerAction[] {
  return TIER_ACTIONS[tier]
}

/** The customize button (and so the dialog) exists from tier 2 (section 9). */
export function canCustomize(tier: ConsentTier): boolean {
  return tier >= 2
}

export interface BannerVisibilityInput {
  tier: ConsentTier
  mode: DisplayMode
  path: string
  /** The visitor already chose (display state set to hide, section 4). */
  hasDecision: boolean
}

/**
 * Tier 0 never shows a banner. Mode hide: never; force: always, even after a decision (that is
 * what "always visible" means; a choice still hides it for the rest of the page view);
 * show: until a decision, and never on a path starting with /legal (section 2).
 */
export function shouldShowBanner({ tier, mode, path, hasDecision }: BannerVisibilityInput): boolean {
  if (tier <= 0) return false
  if (mode === 'hide') return false
  if (mode === 'force') return true
  if (path.startsWith('/legal')) return false
  return !hasDecision
}

/** Body style while the banner is shown with the background-lock flag on (section 2). */
export function scrollLockStyle(
  bannerVisible: boolean,
  lockBackground: boolean,
): { position: 'fixed'; paddingRight: '15px' } | null {
  return bannerVisible && lockBackground ? { position: 'fixed', paddingRight: '15px' } : null
}
