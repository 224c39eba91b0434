import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Request as PwRequest } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { firstVehiclePath } from '../../support/inventory'
import { loginAs, staffApi } from '../../support/staff'
import { keepGlobals } from '../../support/keep-globals'
import { scriptUrlsInHtml } from '../../../scripts/bench/first-load-js'

/**
 * Journey: site speed measured on real visits (issue 40, decision 0325). A shopper who allows
 * analytics cookies opens a vehicle page on a phone and moves on; the page's Core Web Vitals reach
 * POST /api/vitals in one beacon (no address, no query, no visitor id), and the manager's "Site
 * speed" view counts the visit. A shopper who has not allowed analytics sends no beacon at all and
 * never downloads the library. Either way the library is not in the first-load JavaScript.
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['consent-settings'])
const chromium = useBrowser()
/** A string only the web-vitals library's code holds (its PerformanceObserver entry type). */
const LIBRARY_MARKER = 'largest-contentful-paint'
let vdp: string

beforeAll(async () => {
  vdp = await firstVehiclePath(baseUrl)
  expect(vdp).not.toBe('')
  // A banner with a choice: nothing is allowed until the visitor picks (tiers under 2 allow all).
  const api = await staffApi(baseUrl, 'marketing')
  await api('POST', '/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
})

/** Visits counted in the manager's view for vehicle pages on phones (FCP cell), 0 when none. */
async function vehiclePhoneVisits(): Promise<number> {
  const page = await chromium.page()
  try {
    await loginAs(page, baseUrl, 'manager')
    await page.goto(`${baseUrl}/admin/site-speed`)
    await page.getByRole('heading', { name: 'Site speed', level: 1 }).waitFor()
    const cell = page.getByTestId('site-speed-vehicle-mobile-FCP')
    if ((await cell.count()) === 0) return 0
    expect(await cell.getAttribute('data-rating')).toMatch(/^(good|needs-improvement|poor)$/)
    const title = (await cell.getAttribute('title')) ?? ''
    return Number(/^(\d+) visits$/.exec(title)?.[1] ?? 0)
  } finally {
    await page.context().close()
  }
}

describe('journey: Core Web Vitals from real visits to the Site speed report', () => {
  it('a phone visit with analytics consent is measured, sent once it is left, and counted in the manager view', async () => {
    const before = await vehiclePhoneVisits()
    const context = await chromium.context({ mobile: true })
    const beacons: PwRequest[] = []
    const scripts: Array<Promise<{ url: string; text: string; gzip: number } | null>> = []
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/vitals') beacons.push(r)
    })
    context.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return
      scripts.push(
        r.body().then(
          (b) => ({ url: r.url(), text: b.toString('utf8'), gzip: gzipSync(b).byteLength }),
          () => null,
        ),
      )
    })
    const page = await context.newPage()
    try {
      const document = await page.goto(`${baseUrl}${vdp}`, { waitUntil: 'load' })
      const named = scriptUrlsInHtml((await document?.text()) ?? '', `${baseUrl}${vdp}`)
      await page.waitForLoadState('networkidle')
      await page.locator('h1').first().click()
      // The library arrives after hydration, as a chunk of its own.
      const loaded = async () => (await Promise.all(scripts)).filter((s) => s !== null)
      await expect
        .poll(async () => (await loaded()).some((s) => s.text.includes(LIBRARY_MARKER)), { timeout: 20_000 })
        .toBe(true)
      const all = await loaded()
      expect(all.filter((s) => named.has(s.url) && s.text.includes(LIBRARY_MARKER)).map((s) => s.url)).toEqual([])
      const chunk = all.filter((s) => s.text.includes(LIBRARY_MARKER)).reduce((sum, s) => sum + s.gzip, 0)
      console.log(`[site speed] web-vitals chunk, fetched after consent: ${chunk} bytes gzipped; first load: 0`)
      expect(beacons).toEqual([])

      // Leaving the page hides it: the values go in one beacon.
      await page.goto(`${baseUrl}/contact-us`)
      await page.locator('h1').first().waitFor()
    } finally {
      await context.close()
    }
    await expect.poll(vehiclePhoneVisits, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 1)
  })

  it('a visit without analytics consent sends no beacon and never fetches the library', async () => {
    const context = await chromium.context({ mobile: true, consent: false })
    const beacons: string[] = []
    const library: string[] = []
    context.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/vitals') beacons.push(r.url())
    })
    context.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return
      const text = await r.text().catch(() => '')
      if (text.includes(LIBRARY_MARKER)) library.push(r.url())
    })
    const page = await context.newPage()
    try {
      await page.goto(`${baseUrl}${vdp}`, { waitUntil: 'load' })
      await page.getByTestId('consent-banner').waitFor()
      await page.waitForLoadState('networkidle')
      await page.locator('h1').first().click()
      await page.goto(`${baseUrl}/contact-us`)
      await page.waitForLoadState('networkidle')
      await page.goto(`${baseUrl}/`)
      await page.waitForLoadState('networkidle')
      expect(beacons).toEqual([])
      expect(library).toEqual([])
    } finally {
      await context.close()
    }
  })
})
