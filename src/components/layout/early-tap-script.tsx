import { headers } from 'next/headers'
import { EARLY_TAP_SCRIPT } from '@/domain/early-taps/early-tap-script'

/**
 * Holds taps on marked buttons made before the page's scripts ran (decision 0296). At the top of
 * the body, before any such button is parsed; carries the request's CSP nonce (src/proxy.ts).
 */
export async function EarlyTapScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return <script id="early-taps" nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
}
