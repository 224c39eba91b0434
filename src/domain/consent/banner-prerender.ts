/**
 * The cookie banner in the server HTML (visitor-layer.md section 2; decision 0122).
 *
 * Pages are cached and shared (docs/architecture.md, "Serving and caching"), so the server cannot
 * know whether this visitor already chose. The banner is therefore rendered for everyone it could apply to, marked
 * `data-prerender`, and a few bytes of inline script at the top of the body, which runs before the
 * banner is parsed, tell the stylesheet whether this browser has a decision on record:
 * `<html data-consent="decided">` hides the pre-rendered banner, "open" shows it, and no attribute
 * at all (JavaScript off, where no tracker can load either) hides it too. Once React has read the
 * cookie itself, the banner is either removed or kept without the marker.
 *
 * Why: a banner that appeared only after hydration was the largest paint on a phone and came
 * seconds after the page (Lighthouse's LCP was the banner text, 85% of it render delay).
 */
import { COOKIES } from '@/config/cookies'
import { inlineCookieValue } from '@/domain/http/inline-cookie'
import type { DisplayMode } from './categories'

/** The attribute the inline script sets on <html>. */
export const BANNER_STATE_ATTRIBUTE = 'data-consent'

export type BannerBrowserState = 'decided' | 'open'

/**
 * `until-decided`: hidden once a decision is on record (mode show). `always`: mode force shows it
 * even after a decision (section 2), so only "no JavaScript" hides it.
 */
export type BannerPrerender = 'until-decided' | 'always'

export function bannerPrerender(mode: DisplayMode): BannerPrerender {
  return mode === 'force' ? 'always' : 'until-decided'
}

/**
 * The inline script. It must agree with readConsentRecord (src/client/visitor/consent.ts):
 * decided when the profile cookie parses as JSON whose displayCookies is 'hide'; anything else,
 * including a malformed cookie, is no decision. banner-prerender.test.ts runs it against that rule.
 */
export const BANNER_STATE_SCRIPT =
  `(function(){var s='open';try{var c=${inlineCookieValue(COOKIES.profile)};` +
  `if(c!==null&&JSON.parse(c).displayCookies==='hide')s='decided'}catch(e){}` +
  `document.documentElement.setAttribute('${BANNER_STATE_ATTRIBUTE}',s)})();`
