/**
 * What Google's tags are told before they load under Global Privacy Control (visitor-layer.md
 * section 2 "A browser Global Privacy Control signal overrides the banner choices"; issue 16,
 * section 4; decision 0220).
 *
 * GTM and GA4 are analytics trackers and load under GPC when analytics is allowed; Consent Mode
 * keeps ad_storage, ad_user_data and ad_personalization denied there (googleConsentState). A tag
 * manager can run any tag, and a tag is free to ignore Consent Mode, so under GPC the page also
 * pushes GTM's own tag restriction (`gtm.blocklist`, enforced by GTM's runtime whatever the
 * container says) before the container loads:
 * - every tag that can run non-Google code or reach a non-Google host: Custom HTML and Custom Image
 *   tags, custom templates, and the classes GTM gives to third-party pixels, scripts and iframes
 *   (Meta, TikTok, LinkedIn, Microsoft Ads ... templates all fall into these);
 * - Google's advertising tag types: Google Ads conversion tracking, calls and user-provided data,
 *   remarketing, the conversion linker, Floodlight counter and sales.
 * Google's analytics tags (the Google tag, GA4 events) are left to run, under Consent Mode.
 *
 * GTM evaluates the restriction at every event from the dataLayer as it stands at that event, so
 * it must be there before the first event of the page (a PageView, a consent update): the inline
 * script that sends the Consent Mode defaults, first in the body, pushes it (GPC_RESTRICTIONS_SCRIPT).
 */
import { COOKIES } from '@/config/cookies'
import { inlineCookieValue } from '@/domain/http/inline-cookie'

/**
 * GTM type ids and classes (developers.google.com/tag-platform/tag-manager/restrict). GTM already
 * widens nonGooglePixels to the classes that can send pixels (scripts, iframes, Custom HTML); they
 * are listed anyway, so the list reads as what it blocks.
 */
export const GPC_TAG_MANAGER_BLOCKLIST: readonly string[] = Object.freeze([
  // Anything that runs code or sends requests outside Google.
  'nonGooglePixels',
  'nonGoogleScripts',
  'nonGoogleIframes',
  'customPixels',
  'customScripts',
  'sandboxedScripts',
  'html',
  'img',
  // Google's advertising tags.
  'awct',
  'awcc',
  'awud',
  'sp',
  'gclidw',
  'flc',
  'fls',
])

/**
 * gtag.js privacy parameters (developers.google.com/tag-platform/security/guides/privacy) for the
 * Google tags that still run: click ids redacted while ad_storage is denied, no Google signals, no
 * ad personalization, Google Ads' restricted data processing (the CCPA opt-out GPC expresses).
 */
export const GPC_GOOGLE_TAG_SETTINGS: Readonly<Record<string, boolean>> = Object.freeze({
  ads_data_redaction: true,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  restricted_data_processing: true,
})

/**
 * The inline part of consent-mode-script.tsx, run right after the Consent Mode defaults. GPC is
 * read as readGpc (src/client/visitor/consent.ts) reads it: the browser flag, or the cookie
 * src/proxy.ts sets from the Sec-GPC header (set with the document's own response, so present when
 * this runs); google-tags-under-gpc.test.ts runs it against that rule.
 */
export const GPC_RESTRICTIONS_SCRIPT =
  `(function(){var n=window.navigator;` +
  `if(!((n&&n.globalPrivacyControl===true)||${inlineCookieValue(COOKIES.gpc)}==='1'))return;` +
  `window.gtag('set',${JSON.stringify(GPC_GOOGLE_TAG_SETTINGS)});` +
  `window.dataLayer.push({'gtm.blocklist':${JSON.stringify(GPC_TAG_MANAGER_BLOCKLIST)}})})();`
