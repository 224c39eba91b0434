/** Issue 5: the contact page's map (zoom 16 on phones, 7 on desktops, no tiles) and AutoDealer JSON-LD. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newContext } from '../support/browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('contact page map', () => {
  it.each([
    ['desktop', false, '7z'],
    ['phone', true, '16z'],
  ])('on a %s (mobile: %s) the store pins open Google Maps at %s', async (_name, mobile, zoom) => {
    const context = await newContext(browser, { mobile })
    const page = await context.newPage()
    // Map tiles or map scripts from any host would break offline; trackers are the consent tests' business.
    const mapRequests: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl) && /tile|openstreetmap|mapbox|maplibre|maps\.(google|gstatic)|googleapis/.test(r.url())) mapRequests.push(r.url())
    })
    await page.goto(`${baseUrl}/contact-us`)
    const map = page.getByRole('figure')
    await map.waitFor()
    const visibleLinks = map.locator('a:visible')
    expect(await visibleLinks.count()).toBe(4)
    for (const href of await visibleLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href.endsWith(zoom)).toBe(true)
    expect(mapRequests).toEqual([])
    await context.close()
  })

  it('describes each store as an AutoDealer with opening hours', async () => {
    const html = await (await fetch(`${baseUrl}/contact-us`)).text()
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]))
    const dealers = scripts.flat().filter((d: { '@type'?: string }) => d['@type'] === 'AutoDealer')
    expect(dealers).toHaveLength(4)
    expect(dealers[0].openingHoursSpecification.length).toBeGreaterThan(0)
  })
})
