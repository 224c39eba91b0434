import { describe, expect, it } from 'vitest'
import {
  MONACO_CDN,
  adminContentSecurityPolicy,
  chatOrigins,
  contentSecurityPolicy,
  nonceFromBytes,
  type CspInput,
} from './csp'

const NONE = { gtm: false, ga4: false, metaPixel: false }
const base: CspInput = {
  nonce: 'abc123',
  trackers: NONE,
  frameAncestors: 'none',
  upgradeInsecureRequests: false,
  dev: false,
}

function directive(csp: string, name: string): string[] | undefined {
  const found = csp.split('; ').find((d) => d === name || d.startsWith(`${name} `))
  return found?.split(' ').slice(1)
}

describe('contentSecurityPolicy', () => {
  it.each([
    // [case, input patch, directive, must contain, must not contain]
    [
      'scripts only by nonce, trust passed to what they load',
      {},
      'script-src',
      ["'nonce-abc123'", "'strict-dynamic'"],
      ["'unsafe-inline'", "'unsafe-eval'", '*'],
    ],
    [
      'no tracker host when none is configured',
      {},
      'connect-src',
      ["'self'"],
      ['https://*.google-analytics.com', 'https://www.facebook.com'],
    ],
    ['no tracker image host when none is configured', {}, 'img-src', ["'self'", 'data:'], ['https://www.facebook.com']],
    [
      'GA4 configured: its beacon hosts',
      { trackers: { ...NONE, ga4: true } },
      'connect-src',
      ['https://*.google-analytics.com'],
      ['https://www.facebook.com'],
    ],
    [
      'Meta pixel configured: its hosts only',
      { trackers: { ...NONE, metaPixel: true } },
      'img-src',
      ['https://www.facebook.com'],
      ['https://*.google-analytics.com'],
    ],
    [
      'GTM configured: its frame for the no-script container',
      { trackers: { ...NONE, gtm: true } },
      'frame-src',
      ['https://www.googletagmanager.com'],
      ["'none'"],
    ],
    ['no frames at all without GTM', {}, 'frame-src', ["'none'"], []],
    ['pages are never framed by other sites', {}, 'frame-ancestors', ["'none'"], ["'self'"]],
    [
      'live preview: the admin may frame the page',
      { frameAncestors: 'self' as const },
      'frame-ancestors',
      ["'self'"],
      ["'none'"],
    ],
    ['no plugins', {}, 'object-src', ["'none'"], []],
    ['dev server may eval for Fast Refresh', { dev: true }, 'script-src', ["'unsafe-eval'"], []],
  ])('%s', (_name, patch, name, contains, excludes) => {
    const values = directive(contentSecurityPolicy({ ...base, ...patch }), name)
    expect(values).toBeDefined()
    for (const v of contains) expect(values).toContain(v)
    for (const v of excludes) expect(values).not.toContain(v)
  })

  it('lists each host once when trackers share hosts', () => {
    const values = directive(
      contentSecurityPolicy({ ...base, trackers: { gtm: true, ga4: true, metaPixel: true } }),
      'connect-src',
    )!
    expect(values.length).toBe(new Set(values).size)
  })

  it('upgrades insecure requests only when asked (https sites)', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ ...base, upgradeInsecureRequests: true })).toContain('upgrade-insecure-requests')
  })
})

describe('nonceFromBytes', () => {
  it.each([
    [new Uint8Array(16), 'AAAAAAAAAAAAAAAAAAAAAA=='],
    [new Uint8Array([255, 254, 253]), '//79'],
  ])('encodes %o as base64', (bytes, expected) => {
    expect(nonceFromBytes(bytes)).toBe(expected)
  })
})

describe('chat widget hosts (decision 0073)', () => {
  it.each([
    ['no chat configured', null, [], []],
    ['the script origin', 'https://widget.chat.example/v2/loader.js?id=1', [], ['https://widget.chat.example']],
    [
      'plus extra hosts, deduplicated',
      'https://widget.chat.example/a.js',
      ['https://api.chat.example/path', 'https://widget.chat.example', 'https://*.chat-cdn.example'],
      ['https://widget.chat.example', 'https://api.chat.example', 'https://*.chat-cdn.example'],
    ],
    ['plain http refused', 'http://widget.chat.example/a.js', [], []],
    [
      'bad extra hosts dropped',
      'https://widget.chat.example/a.js',
      ['http://x.example', "https://x.example; script-src 'unsafe-inline'", 'javascript:alert(1)', '*'],
      ['https://widget.chat.example'],
    ],
  ])('%s', (_name, url, extra, expected) => {
    expect(chatOrigins(url, extra)).toEqual(expected)
  })

  it('a configured chat may connect, load images and frame from its origins; nothing else changes', () => {
    const csp = contentSecurityPolicy({ ...base, trackers: { ...NONE, chatHosts: ['https://widget.chat.example'] } })
    for (const name of ['connect-src', 'img-src', 'frame-src'])
      expect(directive(csp, name)).toContain('https://widget.chat.example')
    expect(directive(csp, 'script-src')).not.toContain('https://widget.chat.example')
    expect(directive(csp, 'frame-src')).not.toContain("'none'")
  })

  it('no chat: no chat host anywhere', () => {
    const csp = contentSecurityPolicy({ ...base, trackers: { ...NONE, chatHosts: [] } })
    expect(csp).not.toContain('chat.example')
    expect(directive(csp, 'frame-src')).toEqual(["'none'"])
  })
})

describe('adminContentSecurityPolicy (issue 16, section 4; decision 0215)', () => {
  const admin = { nonce: 'abc123', upgradeInsecureRequests: false, dev: false }

  it.each([
    // [case, directive, exactly these values]
    ['scripts only by nonce, trust passed to what they load', 'script-src', ["'nonce-abc123'", "'strict-dynamic'"]],
    [
      "stylesheets: own, inline (Payload, react-select), Monaco's one folder",
      'style-src',
      ["'self'", "'unsafe-inline'", MONACO_CDN],
    ],
    ['images: own, data and object URLs (upload previews), no other host', 'img-src', ["'self'", 'data:', 'blob:']],
    ["fonts: Monaco's icon font only", 'font-src', ['data:', MONACO_CDN]],
    ['requests only to itself', 'connect-src', ["'self'"]],
    ['frames only its own pages (live preview)', 'frame-src', ["'self'"]],
    ['workers only from object URLs', 'worker-src', ['blob:']],
    ['framed only by itself', 'frame-ancestors', ["'self'"]],
    ['no plugins', 'object-src', ["'none'"]],
    ['no base or form targets elsewhere', 'form-action', ["'self'"]],
  ])('%s', (_name, name, values) => {
    expect(directive(adminContentSecurityPolicy(admin), name)).toEqual(values)
  })

  it('allows one pinned Monaco folder on jsDelivr, never the CDN', () => {
    expect(MONACO_CDN).toMatch(/^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@\d+\.\d+\.\d+\/min\/$/)
    const cdnSources = adminContentSecurityPolicy(admin).match(/[^\s;]*jsdelivr[^\s;]*/g) ?? []
    expect(new Set(cdnSources)).toEqual(new Set([MONACO_CDN]))
  })

  it('evaluates code only under the dev server, and upgrades requests only on https', () => {
    expect(directive(adminContentSecurityPolicy({ ...admin, dev: true }), 'script-src')).toContain("'unsafe-eval'")
    expect(adminContentSecurityPolicy(admin)).not.toContain('upgrade-insecure-requests')
    expect(adminContentSecurityPolicy({ ...admin, upgradeInsecureRequests: true })).toContain(
      'upgrade-insecure-requests',
    )
  })
})
