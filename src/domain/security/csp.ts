/**
 * The Content-Security-Policies of the site (issue 9, Security) and of Payload's admin (issue 16,
 * section 4): only what each loads. Scripts run by nonce with 'strict-dynamic', so the bundles Next
 * loads and the tags they inject later (the tracker loader after consent; the admin's code editor)
 * are trusted and nothing else is. On public pages, tracker hosts appear in connect-src / img-src
 * only when that tracker is configured in Site settings.
 */
export type TrackerFlags = {
  gtm: boolean
  ga4: boolean
  metaPixel: boolean
  /** The chat widget's origins (issue 8, decision 0073): empty or absent when no chat is configured. */
  chatHosts?: readonly string[]
}

export type CspInput = {
  nonce: string
  trackers: TrackerFlags
  /** 'self' for pages the admin's live preview frames (draft mode), otherwise 'none'. */
  frameAncestors: 'none' | 'self'
  /** https sites only: a plain-http loopback (tests, `npm start`) must not be upgraded. */
  upgradeInsecureRequests: boolean
  /** `next dev` evaluates code for Fast Refresh. */
  dev: boolean
}

/** Hosts each tracker talks to, from Google's and Meta's CSP guides. */
export const TRACKER_HOSTS: Record<
  Exclude<keyof TrackerFlags, 'chatHosts'>,
  { connect: string[]; img: string[]; frame: string[] }
> = {
  gtm: {
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    frame: ['https://www.googletagmanager.com'],
  },
  ga4: {
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    frame: [],
  },
  metaPixel: {
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
    frame: [],
  },
}

const unique = (xs: string[]) => [...new Set(xs)]

/** Next's scripts carry the request's nonce; what they load is trusted through 'strict-dynamic'. */
function scriptSources(nonce: string, dev: boolean): string[] {
  return [`'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])]
}

function serialize(directives: Array<[string, string[]]>, upgradeInsecureRequests: boolean): string {
  const text = directives.map(([name, values]) => `${name} ${values.join(' ')}`)
  if (upgradeInsecureRequests) text.push('upgrade-insecure-requests')
  return text.join('; ')
}

export function contentSecurityPolicy(input: CspInput): string {
  const on = (Object.keys(TRACKER_HOSTS) as Array<keyof typeof TRACKER_HOSTS>).filter((k) => input.trackers[k])
  // The chat script itself is trusted through 'strict-dynamic' (our loader injects it); what it
  // fetches, shows and frames comes from its own origins.
  const chat = input.trackers.chatHosts ?? []
  const hosts = (kind: 'connect' | 'img' | 'frame') => unique([...on.flatMap((k) => TRACKER_HOSTS[k][kind]), ...chat])
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSources(input.nonce, input.dev)],
    // React and next/image write style attributes (colour, aspect ratio); no stylesheet comes from elsewhere.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...hosts('img')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...hosts('connect')]],
    ['frame-src', hosts('frame').length ? hosts('frame') : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [input.frameAncestors === 'self' ? "'self'" : "'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
  ]
  return serialize(directives, input.upgradeInsecureRequests)
}

/**
 * Where Payload's code and JSON fields load the Monaco editor from: @payloadcms/ui bundles
 * @monaco-editor/loader, whose default is this pinned jsDelivr path (no Payload setting changes it).
 * Only this version's folder is allowed, never the whole CDN, which serves any npm package.
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/'

export type AdminCspInput = Pick<CspInput, 'nonce' | 'upgradeInsecureRequests' | 'dev'>

/**
 * The policy of Payload's admin (/admin; issue 16, section 4; decision 0215). Scripts as on public
 * pages: Next's by nonce, what they load by 'strict-dynamic' (Monaco's loader, the scripts it
 * injects and its workers' imports). The rest is what the admin needs in Chromium
 * (tests/e2e/admin-surface.e2e.test.ts):
 * - style-src 'unsafe-inline': Payload's layout has an inline <style>, react-select (bundled in
 *   @payloadcms/ui with Emotion, which takes no nonce there) inserts <style> elements, and React
 *   renders style attributes; Monaco's stylesheet comes from MONACO_CDN;
 * - img-src data: blob: the preview of a chosen upload is an object URL; Monaco's stylesheet draws
 *   with data-URL images, and an image pasted into the rich-text editor is a data URL until uploaded;
 * - font-src: Monaco's icon font, inline (data:) or from its folder;
 * - frame-src 'self': the live preview frames the site's own pages;
 * - worker-src blob: Monaco starts its language workers from object URLs;
 * - frame-ancestors 'self': only the admin itself may frame the admin.
 */
export function adminContentSecurityPolicy(input: AdminCspInput): string {
  return serialize(
    [
      ['default-src', ["'self'"]],
      ['script-src', scriptSources(input.nonce, input.dev)],
      ['style-src', ["'self'", "'unsafe-inline'", MONACO_CDN]],
      ['img-src', ["'self'", 'data:', 'blob:']],
      ['font-src', ['data:', MONACO_CDN]],
      ['connect-src', ["'self'"]],
      ['frame-src', ["'self'"]],
      ['worker-src', ['blob:']],
      ['object-src', ["'none'"]],
      ['base-uri', ["'self'"]],
      ['form-action', ["'self'"]],
      ['frame-ancestors', ["'self'"]],
    ],
    input.upgradeInsecureRequests,
  )
}

/** A nonce from 16 random bytes, base64 (CSP level 3: at least 128 bits). */
export function nonceFromBytes(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/**
 * The origins a configured chat widget may use (decision 0073): the script's own origin plus the
 * extra hosts from Site settings. Only https origins (optionally with a leading "*." wildcard) pass,
 * so an editor's typo can never inject another directive or loosen the policy to a scheme.
 */
export function chatOrigins(
  scriptUrl: string | null | undefined,
  extra: readonly (string | null | undefined)[] = [],
): string[] {
  if (!scriptUrl) return []
  const origin = (value: string | null | undefined): string | null => {
    const text = value?.trim() ?? ''
    const wildcard = /^https:\/\/\*\.([a-z0-9-]+\.)+[a-z]{2,}$/i.exec(text)
    if (wildcard) return text.toLowerCase()
    try {
      const url = new URL(text)
      return url.protocol === 'https:' && /^[a-z0-9.-]+$/i.test(url.hostname) ? url.origin : null
    } catch {
      return null
    }
  }
  const own = origin(scriptUrl)
  if (!own) return []
  return unique([own, ...extra.map(origin).filter((o): o is string => o !== null)])
}
