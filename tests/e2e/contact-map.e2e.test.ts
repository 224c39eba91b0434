/** Issue 5: the contact page's map (zoom 16 on phones, 7 on desktops, no tiles) and AutoDealer JSON-LD. */
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

describe('contact page map', () => {
  it.each([
    ['desktop', false, '7z'],
    ['phone', true, '16z'],
  ])('on a %s (mobile: %s) the store pins open Google Maps at %s', async (_name, mobile, zoom) => {
    const context = await chromium.context({ mobile })
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

  it('describes each store as an AutoDealer with opening hours and the coordinates its map pin uses', async () => {
    const html = await (await fetch(`${baseUrl}/contact-us`)).text()
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]))
    type Dealer = { '@type'?: string; name: string; openingHoursSpecification: Array<{ dayOfWeek: unknown; opens: string; closes: string }>; geo: { latitude: number; longitude: number } }
    const dealers = (scripts.flat() as Dealer[]).filter((d) => d['@type'] === 'AutoDealer')
    expect(dealers).toHaveLength(4)
    for (const d of dealers) {
      expect(d.openingHoursSpecification.length, d.name).toBeGreaterThan(0)
      expect(d.openingHoursSpecification[0].opens, d.name).toMatch(/^\d{2}:\d{2}$/)
      expect(html, d.name).toContain(`https://www.google.com/maps/@${d.geo.latitude},${d.geo.longitude},7z`)
    }
  })

  it('shows sales and service hours and four location cards with address, directions and inventory links', async () => {
    const page = await chromium.page()
    await page.goto(`${baseUrl}/contact-us`)
    for (const id of ['contact-sales-hours', 'contact-service-hours']) {
      const rows = page.getByTestId(id).locator('div')
      await rows.first().waitFor()
      expect(await rows.count(), id).toBe(7)
      expect(await page.getByTestId(id).innerText(), id).toMatch(/Monday[\s\S]*\d{1,2}:\d{2} [AP]M/)
    }
    const cards = page.locator('article.store-card')
    expect(await cards.count()).toBe(4)
    for (const card of await cards.all()) {
      expect((await card.locator('address').innerText()).trim()).toMatch(/\d+ .+\n.+, [A-Z]{2} \d{5}/)
      expect(await card.getByRole('link', { name: /^Directions/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//)
      expect(await card.getByRole('link', { name: /^Inventory/ }).getAttribute('href')).toMatch(/^\/cars-for-sale\?store=[a-z-]+$/)
    }
    await page.context().close()
  })
})
