import { headers } from 'next/headers'
import { GOOGLE_CONSENT_DEFAULTS } from '@/domain/consent/trackers'
import { BANNER_STATE_SCRIPT } from '@/domain/consent/banner-prerender'
import { GPC_RESTRICTIONS_SCRIPT } from '@/domain/consent/google-tags-under-gpc'

/**
 * Google Consent Mode v2 defaults, denied, sent before any tag can load (visitor-layer.md
 * section 4; decision 0061). Rendered as the first element of the body; Google tags are only ever
 * injected later by the tracker loader, after the visitor's consent was applied with 'update'.
 * Carries the request's CSP nonce (src/proxy.ts); with 'strict-dynamic', scripts it loads are trusted.
 * Under Global Privacy Control it then turns off the advertising features of Google's tags and
 * pushes GTM's tag restriction before any event of the page reaches the dataLayer, so a container
 * runs no Custom HTML, third-party or Google advertising tag (src/domain/consent/google-tags-under-gpc.ts;
 * issue 16 section 4, decision 0220).
 * It also marks <html> with whether this browser has a consent decision on record, before the
 * server-rendered cookie banner is parsed (src/domain/consent/banner-prerender.ts, decision 0122).
 */
const SCRIPT =
  'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};' +
  `window.gtag('consent','default',${JSON.stringify({ ...GOOGLE_CONSENT_DEFAULTS, wait_for_update: 500 })});` +
  `${GPC_RESTRICTIONS_SCRIPT}${BANNER_STATE_SCRIPT}`

export async function ConsentModeScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return <script id="consent-mode-defaults" nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
