/**
 * First-load JavaScript per route (issue 9, "Speed"), measured the honest way: a cold load of the
 * route in a fresh Chromium context (a first-time visitor: no cache, no consent cookie), summing
 * the gzip size of every distinct script the page loads until the network is idle, and apart the
 * scripts the HTML itself names (what Next used to print as "First Load JS"). Next 16's
 * build output no longer prints per-route sizes, and a cold load also counts what the manifests
 * cannot see (chunks loaded by client components after hydration).
 *
 * "Admin does not leak": a script is Payload admin code when its text carries one of the class
 * names or ids that only @payloadcms/ui renders (its toast container, document controls, drawers).
 * tests/e2e/admin-leak.e2e.test.ts asserts the same in `npm test`, with /admin as the positive
 * control that the markers still find the admin bundle.
 *
 * The header search's suggestions (issue 38, decision 0333) are fetched on the search box's first
 * focus: a load that nobody types into must not carry them. A script is theirs when it holds the
 * class name only their code writes (SUGGESTIONS_MARKER); tests/e2e/first-load-js.e2e.test.ts also
 * proves that a focus does fetch them.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export const FIRST_LOAD_TARGET_KB = 130

/** Strings that appear in @payloadcms/ui's client bundle and in no public component of ours. */
export const ADMIN_MARKERS = [
  'payload-toast-container',
  'doc-controls',
  'close-drawer__',
  'list-drawer__select-collection-wrap',
] as const

/** `initial`: named in the page's HTML (script tags, preloads), Next's "first load"; the rest are loaded by code after it. */
export type LoadedScript = {
  url: string
  bytes: number
  gzipBytes: number
  adminMarker: string | null
  /** The header search's suggestion code, which only a focus of the search box should fetch. */
  suggestions: boolean
  initial: boolean
}
export type FirstLoadRow = {
  name: string
  path: string
  scripts: LoadedScript[]
  gzipKb: number
  rawKb: number
  initialGzipKb: number
  adminScripts: string[]
  /** Scripts of the search suggestions loaded without any focus (none expected). */
  suggestionScripts: string[]
}

/** Script URLs the HTML names: <script src>, and <link rel=preload|modulepreload as=script> hrefs. */
export function scriptUrlsInHtml(html: string, base: string): Set<string> {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g))
    urls.add(new URL(m[1].replaceAll('&amp;', '&'), base).href)
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1]
    if (
      href &&
      /\brel="(?:preload|modulepreload)"/.test(m[0]) &&
      (/\bas="script"/.test(m[0]) || /modulepreload/.test(m[0]))
    )
      urls.add(new URL(href.replaceAll('&amp;', '&'), base).href)
  }
  return urls
}

/** A string only the header search's suggestion code holds (src/client/search/suggest-combobox.ts). */
export const SUGGESTIONS_MARKER = 'site-search__option'

export function adminMarkerIn(source: string): string | null {
  return ADMIN_MARKERS.find((marker) => source.includes(marker)) ?? null
}

/** Every distinct script a cold load of `url` fetches, with its raw and gzip size. */
export async function coldLoadScripts(browser: Browser, url: string): Promise<LoadedScript[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const pending: Array<Promise<Omit<LoadedScript, 'initial'> | null>> = []
    const seen = new Set<string>()
    page.on('response', (response) => {
      const request = response.request()
      if (request.resourceType() !== 'script' || seen.has(response.url())) return
      seen.add(response.url())
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            bytes: body.byteLength,
            gzipBytes: gzipSync(body).byteLength,
            adminMarker: adminMarkerIn(body.toString('utf8')),
            suggestions: body.toString('utf8').includes(SUGGESTIONS_MARKER),
          }),
          () => null,
        ),
      )
    })
    const document = await page.goto(url, { waitUntil: 'load' })
    const inHtml = scriptUrlsInHtml((await document?.text()) ?? '', url)
    await page.waitForLoadState('networkidle')
    return (await Promise.all(pending)).filter((s) => s !== null).map((s) => ({ ...s, initial: inHtml.has(s.url) }))
  } finally {
    await context.close()
  }
}

export async function measureFirstLoadJs(
  browser: Browser,
  baseUrl: string,
  routes: Array<{ name: string; path: string }>,
): Promise<FirstLoadRow[]> {
  const rows: FirstLoadRow[] = []
  for (const route of routes) {
    // The first request warms the page's data cache; the measured load is the second, cold in the browser.
    await fetch(`${baseUrl}${route.path}`).then((r) => r.arrayBuffer())
    const scripts = await coldLoadScripts(browser, `${baseUrl}${route.path}`)
    const gzipKb = scripts.reduce((a, s) => a + s.gzipBytes, 0) / 1024
    const rawKb = scripts.reduce((a, s) => a + s.bytes, 0) / 1024
    const initialGzipKb = scripts.filter((s) => s.initial).reduce((a, s) => a + s.gzipBytes, 0) / 1024
    const adminScripts = scripts
      .filter((s) => s.adminMarker)
      .map((s) => `${new URL(s.url).pathname} (${s.adminMarker})`)
    const suggestionScripts = scripts.filter((s) => s.suggestions).map((s) => new URL(s.url).pathname)
    console.log(
      `[bench] first-load JS ${route.name}: ${initialGzipKb.toFixed(1)} kB gzip named in the HTML, ${gzipKb.toFixed(1)} kB in all ${scripts.length} scripts${adminScripts.length ? `; ADMIN CODE: ${adminScripts.join(', ')}` : ''}${suggestionScripts.length ? `; SEARCH SUGGESTIONS WITHOUT A FOCUS: ${suggestionScripts.join(', ')}` : ''}`,
    )
    rows.push({
      name: route.name,
      path: route.path,
      scripts,
      gzipKb,
      rawKb,
      initialGzipKb,
      adminScripts,
      suggestionScripts,
    })
  }
  return rows
}
