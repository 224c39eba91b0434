/**
 * Response headers (issue 9, Security; docs/security.md): every page carries a Content-Security-Policy
 * with a fresh nonce that Next's and our inline scripts carry, and a browser going through the main
 * pages meets no policy violation; the other headers are on pages, APIs and the admin.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { firstVehiclePath } from '../support/inventory'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
let vdp: string

beforeAll(async () => {
  vdp = await firstVehiclePath(baseUrl)
  expect(vdp).not.toBe('')
})

const PAGES = () => [
  '/',
  '/cars-for-sale',
  vdp,
  '/contact-us',
  '/sell-trade-my-car',
  '/auto-financing',
  '/car-research',
  '/special-offers',
  '/no-such-page',
]

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
}

describe('security headers', () => {
  it('sends a nonce-based policy on every page, and every inline script carries that nonce', async () => {
    for (const path of PAGES()) {
      const res = await fetch(baseUrl + path)
      const csp = res.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce, path).toBeTruthy()
      expect(directive(csp, 'script-src'), path).not.toContain("'unsafe-inline'")
      expect(directive(csp, 'frame-ancestors'), path).toBe("frame-ancestors 'none'")
      expect(directive(csp, 'object-src'), path).toBe("object-src 'none'")
      const html = await res.text()
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map(
        (m) => m[1],
      )
      expect(inline.length, path).toBeGreaterThan(0)
      for (const attrs of inline) expect(attrs, path).toContain(`nonce="${nonce}"`)
      const scripts = [...html.matchAll(/<script([^>]*\bsrc=[^>]*)>/g)].map((m) => m[1])
      for (const attrs of scripts) expect(attrs, path).toContain(`nonce="${nonce}"`)
    }
  })

  it('never reuses a nonce', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const csp = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy') ?? ''
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? '')
    }
    expect(nonces.size).toBe(5)
  })

  it('sends nosniff, a referrer policy, a permissions policy and HSTS (production) on pages, APIs and the admin', async () => {
    for (const path of ['/', '/cars-for-sale', '/api/health', '/admin/login', '/sitemap.xml']) {
      const res = await fetch(baseUrl + path, { redirect: 'manual' })
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()')
      // The store picker's "nearest first" asks the site's own page for a location; frames may not.
      expect(res.headers.get('permissions-policy'), path).toContain('geolocation=(self)')
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d{8}/)
      expect(res.headers.get('x-powered-by'), path).toBeNull()
    }
  })

  it('lets only the site itself frame the admin', async () => {
    const res = await fetch(`${baseUrl}/admin/login`)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('meets no policy violation in Chromium on the main pages, on a phone and a desktop', async () => {
    for (const mobile of [true, false]) {
      const context = await chromium.context({ mobile })
      await context.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] }
        w.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (e) =>
          w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        )
      })
      const page = await context.newPage()
      const console: string[] = []
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) console.push(m.text())
      })
      for (const path of PAGES()) {
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        await page.waitForLoadState('networkidle').catch(() => undefined)
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        )
        expect(violations, `${path} (${mobile ? 'phone' : 'desktop'})`).toEqual([])
        // React hydrated: the page's client code ran under the policy.
        expect(await page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)), path).toBe(true)
      }
      expect(console).toEqual([])
      await context.close()
    }
  })
})
