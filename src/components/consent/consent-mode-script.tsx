import { GOOGLE_CONSENT_DEFAULTS } from '@/domain/consent/trackers'

/**
 * Google Consent Mode v2 defaults, denied, sent before any tag can load (visitor-layer.md
 * section 4; decision 0061). Rendered as the first element of the body; Google tags are only ever
 * injected later by the tracker loader, after the visitor's consent was applied with 'update'.
 * An inline script without a nonce: there is no Content-Security-Policy yet (decision 0061).
 */
const SCRIPT = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};window.gtag('consent','default',${JSON.stringify({ ...GOOGLE_CONSENT_DEFAULTS, wait_for_update: 500 })});`

export function ConsentModeScript() {
  return <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
