import { describe, expect, inject, it } from 'vitest'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { Page } from 'playwright-core'
import { holdScripts, useBrowser } from '../support/browser'
import { parseCsv } from '@/domain/inventory-import/csv'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

async function freshPage(mobile = false): Promise<Page> {
  return chromium.page({ mobile })
}

const get = (path: string) => fetch(baseUrl + path, { redirect: 'manual' })

async function api(token: string, method: string, path: string, data?: unknown) {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
    body: data ? JSON.stringify(data) : undefined,
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return res.json()
}

const cardPrices = (page: Page) =>
  page
    .locator('.vehicle-card .price__amount')
    .allTextContents()
    .then((t) => t.map((s) => Number(s.replace(/[^\d]/g, ''))))

describe('inventory (issue 3)', () => {
  it('filters with the panel, removes a filter with its chip, and shows counts', async () => {
    const page = await freshPage()
    const res = await page.goto(`${baseUrl}/cars-for-sale`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('.vehicle-card').count()).toBeGreaterThan(0)
    const all = await page.locator('.srp__count').textContent()
    const suvLink = page.locator('.facet__link', { hasText: 'SUVs' }).first()
    const suvCount = Number((await suvLink.locator('.facet__count').textContent())?.replace(/\D/g, ''))
    // The facet links are plain links that navigate on the client (decision 0226): the page is not
    // reloaded, so a value kept on window survives the click.
    // (Once the panel is hydrated: a click before that is an ordinary link, as with next/link.)
    await page.locator('details.filters[data-mounted]').waitFor({ state: 'attached' })
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    await suvLink.click()
    await page.waitForURL(`${baseUrl}/cars-for-sale/suvs`)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    await expect(page.locator('h1').textContent()).resolves.toContain('SUVs')
    expect(await page.locator('.srp__count').textContent()).toContain(`of ${suvCount} vehicles`)
    await page.locator('.chip', { hasText: 'SUVs' }).click()
    await page.waitForURL(`${baseUrl}/cars-for-sale`)
    expect(await page.locator('.srp__count').textContent()).toBe(all)
    // The canonical link is the filter-free URL: in the HTML served for it (what crawlers read:
    // exactly one), and as the tag Next put in the live head for this page. After a client
    // navigation that starts before Next has hydrated the head, the landing page's own tags stay in
    // the live head beside the new ones (Next 16, vercel/next.js#97472, open; decision 0228).
    const served = await (await fetch(`${baseUrl}/cars-for-sale`)).text()
    expect([...served.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => new URL(m[1]).pathname)).toEqual([
      '/cars-for-sale',
    ])
    await expect
      .poll(() =>
        page
          .locator('link[rel="canonical"]')
          .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href') ?? '').pathname).at(-1)),
      )
      .toBe('/cars-for-sale')
    await page.context().close()
  })

  it('on a slow phone, a sort picked before the scripts ran is applied once they run', async () => {
    const context = await chromium.context({ mobile: true })
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/cars-for-sale`, { waitUntil: 'domcontentloaded' })
    await page.selectOption('#inventory-sort', 'priceLow')
    release()
    await page.waitForURL(/sort=priceLow/)
    expect(await page.locator('#inventory-sort').inputValue()).toBe('priceLow')
    const prices = await cardPrices(page)
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await context.close()
  })

  it('sorts by price and paginates', async () => {
    const page = await freshPage()
    await page.goto(`${baseUrl}/cars-for-sale`)
    await page.selectOption('#inventory-sort', 'priceLow')
    await page.waitForURL(/sort=priceLow/)
    const prices = await cardPrices(page)
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await page.getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    expect(page.url()).toContain('sort=priceLow')
    const next = await cardPrices(page)
    expect(Math.min(...next)).toBeGreaterThanOrEqual(Math.max(...prices))
    // Sorted and paged results are not indexed: in the HTML served for the URL, and in the tag Next
    // put in the live head for this page (the landing page's may remain beside it, decision 0228).
    const served = await (await fetch(page.url())).text()
    expect([...served.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringContaining('noindex'),
    ])
    expect(await page.locator('meta[name="robots"]').last().getAttribute('content')).toContain('noindex')
    await page.context().close()
  })

  it('searches by keyword from the header', async () => {
    const page = await freshPage()
    await page.goto(`${baseUrl}/`)
    // A make is read as the make filter (issue 38): the shopper lands on its filter URL.
    await page.getByPlaceholder('Search by keyword').fill('Toyota')
    await page.getByPlaceholder('Search by keyword').press('Enter')
    await page.waitForURL(`${baseUrl}/cars-for-sale/toyota`)
    const titles = await page.locator('.vehicle-card__title').allTextContents()
    expect(
      titles.length === 0 ? await page.locator('.srp__empty').count() : titles.every((t) => t.includes('Toyota')),
    ).toBeTruthy()
    await page.context().close()
  })

  it('opens a vehicle detail page with details, JSON-LD and similar vehicles', async () => {
    const page = await freshPage()
    await page.goto(`${baseUrl}/cars-for-sale`)
    const link = page.locator('.vehicle-card__title a').first()
    const title = (await link.textContent()) ?? ''
    await link.click()
    await page.waitForURL(/\/used-cars-for-sale\/\d{4}-[a-z0-9-]+-[a-z0-9]{17}$/)
    expect(await page.locator('h1').textContent()).toBe(title)
    expect(await page.locator('.specs dt', { hasText: 'VIN' }).count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Get pre-approved' }).getAttribute('href')).toBe(
      '/auto-financing/apply-for-financing',
    )
    // The test drive request is reached from "Schedule a test drive" and from the summary's "Check availability" (issue 21).
    expect(await page.getByRole('link', { name: 'Schedule a test drive' }).getAttribute('href')).toBe('#test-drive')
    expect(
      await page.getByTestId('vehicle-summary').getByRole('link', { name: 'Check availability' }).getAttribute('href'),
    ).toBe('#test-drive')
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Array<
      Record<string, unknown>
    >
    expect(ld[0]['@type']).toEqual(['Product', 'Car'])
    expect((ld[0].offers as { seller: { '@type': string } }).seller['@type']).toBe('AutoDealer')
    expect(ld[1]['@type']).toBe('BreadcrumbList')
    expect(await page.locator('.vdp__similar .vehicle-card').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it('follows legacy redirects permanently and canonicalises search URLs', async () => {
    const page = await freshPage()
    await page.goto(`${baseUrl}/cars-for-sale`)
    const href = (await page.locator('.vehicle-card__title a').first().getAttribute('href')) ?? ''
    const vin = href.slice(-17).toUpperCase()
    const legacy = await get(`/used-vehicle/toyota/camry/${vin}?utm_source=x`)
    expect(legacy.status).toBe(308)
    expect(legacy.headers.get('location')).toBe(`${href}?utm_source=x`)
    const cases: Array<[string, string]> = [
      ['/search-vehicles', '/used-cars-for-sale'],
      ['/search-vehicles/used-inventory/price/max/20000', '/used-cars-for-sale/price-under-20000'],
      ['/2015', '/auto-financing'],
      ['/Cars-For-Sale/SUVS?page=1&sort=newest', '/cars-for-sale/suvs'],
      ['/cars-for-sale/price-under-20000/suvs', ''],
    ]
    for (const [from, to] of cases) {
      const res = await get(from)
      if (to === '') expect(res.status, from).toBe(404)
      else {
        expect(res.status, from).toBe(308)
        expect(res.headers.get('location'), from).toBe(to)
      }
    }
    // Following the legacy link lands on the detail page.
    const followed = await page.goto(`${baseUrl}/used-vehicle/a/b/${vin}`)
    expect(followed?.status()).toBe(200)
    expect(page.url()).toBe(baseUrl + href)
    await page.context().close()
  })

  it('serves the special pages and an editor-authored search page and redirect', async () => {
    for (const path of [
      '/used-cars-for-sale-in-quad-cities?great-deals=price-drop',
      '/affordable-used-cars-for-sale-quad-cities',
      '/affordable-used-cars-for-sale-quad-cities/great_deals/premium_upgrades?mileage=null,85000',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
    }
    const page = await freshPage()
    await page.goto(`${baseUrl}/affordable-used-cars-for-sale-quad-cities`)
    const prices = await cardPrices(page)
    expect(prices.every((p) => p <= 20000)).toBe(true)
    const token = await staffToken(baseUrl, 'manager')
    const searchPage = (await api(token, 'POST', 'search-pages', {
      slug: 'trucks-for-work',
      title: 'Work trucks',
      intro: 'Pickups ready for the job.',
      filters: { bodystyle: 'trucks' },
    })) as { doc: { id: number } }
    try {
      const redirect = (await api(token, 'POST', 'redirects', {
        from: '/old-specials',
        to: '/trucks-for-work',
        permanent: true,
      })) as { doc: { id: number } }
      try {
        await page.goto(`${baseUrl}/trucks-for-work`)
        expect(await page.locator('h1').textContent()).toBe('Work trucks')
        expect(await page.getByText('Pickups ready for the job.').count()).toBe(1)
        const redirected = await get('/old-specials')
        expect(redirected.status).toBe(308)
        expect(redirected.headers.get('location')).toBe('/trucks-for-work')
      } finally {
        await api(token, 'DELETE', `redirects/${redirect.doc.id}`)
      }
    } finally {
      await api(token, 'DELETE', `search-pages/${searchPage.doc.id}`)
      await page.context().close()
    }
  })

  it('shows a sold vehicle as sold with similar vehicles, noindex', async () => {
    const token = await staffToken(baseUrl, 'manager')
    const list = (await api(
      token,
      'GET',
      'vehicles?where[status][equals]=available&where[private][equals]=false&limit=1&depth=0',
    )) as { docs: Array<{ id: number; vin: string }> }
    const { id, vin } = list.docs[0]
    await api(token, 'PATCH', `vehicles/${id}`, { status: 'sold' })
    const page = await freshPage()
    try {
      const res = await page.goto(`${baseUrl}/used-vehicle/a/b/${vin}`)
      expect(res?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toContain('has been sold')
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
      expect(await page.locator('.vehicle-card').count()).toBeGreaterThan(0)
    } finally {
      await api(token, 'PATCH', `vehicles/${id}`, { status: 'available' })
      await page.context().close()
    }
  })

  it('publishes the Google and Meta feeds at stable URLs', async () => {
    const google = await get('/feeds/google-vehicle-listings.csv')
    expect(google.status).toBe(200)
    expect(google.headers.get('content-type')).toContain('text/csv')
    const gRows = parseCsv(await google.text())
    expect(gRows[0].slice(0, 3)).toEqual(['id', 'store_code', 'vehicle_fulfillment'])
    expect(gRows.length).toBeGreaterThan(1)
    const meta = await get('/feeds/meta-automotive-catalog.csv')
    const mRows = parseCsv(await meta.text())
    expect(mRows[0][0]).toBe('vehicle_id')
    expect(mRows.length).toBe(gRows.length)
    expect(mRows[1][mRows[0].indexOf('url')]).toMatch(/^http.*\/used-cars-for-sale\/\d{4}-/)
  })

  it('collapses the filter panel on a phone', async () => {
    const page = await freshPage(true)
    await page.goto(`${baseUrl}/cars-for-sale`)
    await page.waitForFunction(() => !document.querySelector('details.filters')?.hasAttribute('open'))
    expect(await page.locator('.filters__body').isVisible()).toBe(false)
    await page.locator('.filters__summary').click()
    expect(await page.locator('details.filters').getAttribute('open')).not.toBeNull()
    // Opened after hydration, the filters show (the first-paint collapse rule no longer applies).
    await page.locator('.filters__body').waitFor({ state: 'visible', timeout: 5000 })
    await page.context().close()
  })

  it('on a slow phone, a tap on Filters before the scripts ran opens the panel once they run', async () => {
    const context = await chromium.context({ mobile: true })
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/cars-for-sale`, { waitUntil: 'commit' })
    await page.locator('.filters__summary').click()
    release()
    await page.locator('details.filters[data-mounted]').waitFor()
    await page.locator('.filters__body').waitFor({ state: 'visible', timeout: 5000 })
    await context.close()
  })

  it('after a sort, Back returns to the unsorted results and stays there', async () => {
    const page = await freshPage(true)
    await page.goto(`${baseUrl}/cars-for-sale`)
    await page.locator('details.filters[data-mounted]').waitFor()
    await page.selectOption('#inventory-sort', 'priceLow')
    await page.waitForURL(/sort=priceLow/)
    await page.locator('details.filters[data-mounted]').waitFor()
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/cars-for-sale' && !url.search)
    await page.locator('details.filters[data-mounted]').waitFor()
    // Had the browser put "Price low" back into the menu, the page would have sent the shopper
    // forward to the sorted results again as soon as its scripts ran.
    await page.waitForTimeout(1000)
    expect(new URL(page.url()).search).toBe('')
    expect(await page.locator('#inventory-sort').inputValue()).toBe('newest')
    await page.context().close()
  })

  it('keeps the sort menu in place however many of its options have arrived, and fits the longest', async () => {
    // A frame can be painted while the parser is still inside the select; the form (at the
    // toolbar's right edge) must not move when the rest of the options come.
    const page = await freshPage(true)
    await page.goto(`${baseUrl}/cars-for-sale`)
    const placed = await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#inventory-sort')!
      const form = select.form!
      const all = [...select.options]
      const boxes: string[] = []
      for (let kept = 0; kept <= all.length; kept++) {
        select.replaceChildren(...all.slice(0, kept))
        const box = form.getBoundingClientRect()
        boxes.push(`${box.x},${box.y}`)
      }
      const style = getComputedStyle(select)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      const longest = Math.max(...all.map((o) => context.measureText(o.text).width))
      // Room for the text: the box less its padding, border and the menu's arrow (about 20 px).
      const room =
        select.getBoundingClientRect().width -
        ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
          .map((p) => parseFloat(style[p as 'paddingLeft']))
          .reduce((a, b) => a + b, 0) -
        20
      return { boxes, longest, room }
    })
    expect(new Set(placed.boxes).size, placed.boxes.join(' | ')).toBe(1)
    expect(placed.longest).toBeLessThanOrEqual(placed.room)
    await page.context().close()
  })

  it('answers bad input with a 404 or the nearest valid page, never a 500, and escapes everything', async () => {
    const xss = '<script>alert(1)</script>'
    const table: Array<[string, number[]]> = [
      ['/cars-for-sale/no-such-segment', [404]],
      ['/cars-for-sale/price-under-abc', [404]],
      ['/cars-for-sale/suvs/suvs', [404]],
      ['/new-cars-for-sale', [404]],
      ['/certified-cars-for-sale/suvs', [404]],
      ['/cars-for-sale?page=-1', [308]],
      ['/cars-for-sale?page=999999', [308, 307]],
      ['/cars-for-sale?page=10000', [307]],
      ['/used-cars-for-sale/2019-honda-accord-1hgcv1f34ka00000', [404]],
      ['/used-cars-for-sale/2019-honda-accord-1hgcv1f34ka0000000', [404]],
      ['/used-cars-for-sale/19x9-honda-accord-1hgcv1f34ka000000', [404]],
      ['/used-cars-for-sale/2019-honda-accord-1hgcv1f34ka000000', [404]],
      [`/cars-for-sale?q=${encodeURIComponent(xss)}`, [308]],
      [`/cars-for-sale?q=${encodeURIComponent("'; DROP TABLE vehicles; --")}`, [308]],
      [`/cars-for-sale?q=honda&store=${encodeURIComponent("' OR 1=1 --")}`, [308]],
      [`/cars-for-sale?year=${encodeURIComponent('2020) OR (1=1')}`, [308]],
      [`/cars-for-sale/${encodeURIComponent(xss)}`, [404]],
      ['/cars-for-sale/%E0%A4%A', [404]],
      [`/search-vehicles/used-inventory/make/${encodeURIComponent(xss)}`, [308]],
      [
        `/used-cars-for-sale-in-quad-cities?great-deals=${encodeURIComponent(xss)}&sort=${encodeURIComponent(xss)}`,
        [200],
      ],
    ]
    for (const [path, statuses] of table) {
      const res = await get(path)
      expect(statuses, `${path} answered ${res.status}`).toContain(res.status)
      const body = await res.text()
      expect(body, path).not.toContain('<script>alert(1)')
      if (res.status >= 300 && res.status < 400) {
        const next = await get(res.headers.get('location') ?? '/')
        expect(next.status, `${path} -> ${res.headers.get('location')}`).toBeLessThan(500)
        expect(await next.text()).not.toContain('<script>alert(1)')
      }
    }
  })
})
