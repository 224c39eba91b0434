/**
 * The recently viewed strip's reserved place (issue 21; decision 0265). Pages are cached and shared
 * (docs/architecture.md, "Serving and caching"), so the server cannot know whether this browser viewed any vehicle; the list is
 * drawn after hydration. So that drawing it moves nothing (CLS 0), a few bytes of inline script,
 * run before the strip is parsed, mark <html data-recently-viewed> when the browser holds a list it
 * may use (functional allowed: a tier of 1 or lower, or the consent record in the profile cookie),
 * and the stylesheet gives the strip its fixed height only then. Without the mark the strip takes no room.
 */
import { COOKIES } from '@/config/cookies'
import { inlineCookieValue } from '@/domain/http/inline-cookie'
import type { ConsentTier } from '@/domain/consent/categories'
import { RECENTLY_VIEWED_STORAGE_KEY } from './vehicle-lists'

export const RECENTLY_VIEWED_ATTRIBUTE = 'data-recently-viewed'

export function recentlyViewedSlotScript(tier: ConsentTier): string {
  const consent =
    tier <= 1
      ? ''
      : `var c=${inlineCookieValue(COOKIES.profile)},p=c!==null&&JSON.parse(c);` +
        `if(!p||!Array.isArray(p.allowCookies)||p.allowCookies.indexOf('functional')<0)return;`
  return (
    `(function(){try{var l=JSON.parse(localStorage.getItem('${RECENTLY_VIEWED_STORAGE_KEY}')||'[]');if(!Array.isArray(l)||!l.length)return;` +
    `${consent}document.documentElement.setAttribute('${RECENTLY_VIEWED_ATTRIBUTE}','')}catch(e){}})();`
  )
}
