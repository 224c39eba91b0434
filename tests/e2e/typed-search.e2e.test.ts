/**
 * Issue 38: the header's keyword search reads what a shopper types into the filter panel's filters
 * and lands on that search's filter URL; a search that finds nothing shows what it finds without its
 * least important filter.
 */
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

const countOf = (text: string | null) => Number(text?.replace(/\D/g, ''))

describe('typed search (issue 38)', () => {
  it('reads a misspelt make, a body style and a price into the filter URL, with chips and the panel’s count', async () => {
    const page = await chromium.page()
    // What the filter panel gives: SUVs, then Toyota, then its "Under $30,000" count.
    await page.goto(`${baseUrl}/cars-for-sale/suvs/toyota`)
    const priceFacet = page.locator('.facet__link', { hasText: 'Under $30,000' }).first()
    const panelCount = countOf(await priceFacet.locator('.facet__count').textContent())
    expect(panelCount).toBeGreaterThan(0)

    await page.goto(`${baseUrl}/`)
    await page.getByPlaceholder('Search by keyword').fill('toyta suvs under 30k')
    await page.getByPlaceholder('Search by keyword').press('Enter')
    await page.waitForURL(`${baseUrl}/cars-for-sale/suvs/toyota/price-under-30000`)
    const chips = await page.locator('.chips .chip').allTextContents()
    for (const label of ['SUVs', 'Toyota', 'Under $30,000']) expect(chips.some((c) => c.includes(label))).toBe(true)
    expect(await page.locator('.srp__count').textContent()).toContain(`of ${panelCount} vehicles`)

    // Removing a chip leads to the search without that filter.
    await page.locator('.chip', { hasText: 'Under $30,000' }).click()
    await page.waitForURL(`${baseUrl}/cars-for-sale/suvs/toyota`)
    await page.context().close()
  })

  it('reads a color, a body style and a monthly payment into the filter URL, with chips and the panel’s count', async () => {
    const page = await chromium.page()
    // What the filter panel gives: SUVs at $300 a month or less, then its "Red" color count.
    await page.goto(`${baseUrl}/cars-for-sale/suvs?payment=300`)
    const colorGroup = page.locator('details.facet', { has: page.locator('summary', { hasText: 'Color' }) })
    const redFacet = colorGroup.locator('.facet__link', { hasText: 'Red' }).first()
    const panelCount = countOf(await redFacet.locator('.facet__count').textContent())
    expect(panelCount).toBeGreaterThan(0)

    await page.goto(`${baseUrl}/`)
    await page.getByPlaceholder('Search by keyword').fill('red suv under 300 a month')
    await page.getByPlaceholder('Search by keyword').press('Enter')
    await page.waitForURL(`${baseUrl}/cars-for-sale/suvs?color=red&payment=300`)
    const chips = await page.locator('.chips .chip').allTextContents()
    for (const label of ['SUVs', 'Red', 'Up to $300/mo']) expect(chips.some((c) => c.includes(label))).toBe(true)
    expect(await page.locator('.srp__count').textContent()).toContain(`of ${panelCount} vehicles`)

    // Every card found shows an estimate of $300 a month or less: the same engine and defaults.
    const estimates = await page.locator('.vehicle-card strong', { hasText: '/mo' }).allTextContents()
    expect(estimates.length).toBeGreaterThan(0)
    for (const e of estimates) expect(countOf(e)).toBeLessThanOrEqual(300)
    await page.context().close()
  })

  it('answers the search route with a 303 to the filter URL, naming words it did not understand', async () => {
    const res = await fetch(
      `${baseUrl}/search?q=${encodeURIComponent('honda accord sport 2019 or newer')}&utm_source=x`,
      {
        redirect: 'manual',
      },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/cars-for-sale/honda-accord?q=sport&year=2019,null&utm_source=x')
  })

  it('shows the vehicles found without the least important filter when nothing matches', async () => {
    const page = await chromium.page()
    await page.goto(`${baseUrl}/cars-for-sale/suvs/toyota`)
    const withoutPrice = countOf(
      await page
        .locator('.srp__count')
        .textContent()
        .then((t) => t?.split('of')[1] ?? ''),
    )
    expect(withoutPrice).toBeGreaterThan(0)

    await page.getByPlaceholder('Search by keyword').fill('toyota suv under $1,000')
    await page.getByPlaceholder('Search by keyword').press('Enter')
    await page.waitForURL(`${baseUrl}/cars-for-sale/suvs/toyota/price-under-1000`)
    const heading = page.locator('.srp__relaxed > h2')
    expect(await heading.textContent()).toBe(
      `No exact matches. ${withoutPrice.toLocaleString('en-US')} vehicles match without Under $1,000`,
    )
    expect(await page.locator('.srp__relaxed .vehicle-card').count()).toBeGreaterThan(0)
    await page.locator('.srp__relaxed a', { hasText: 'See all' }).click()
    await page.waitForURL(`${baseUrl}/cars-for-sale/suvs/toyota`)
    await page.context().close()
  })
})
