/**
 * Issue 21: saved vehicles, compare and recently viewed, kept in the browser under functional
 * consent (decision 0265). A shopper saves one vehicle from a search card and one from its page,
 * compares them, reloads, and finds both on /saved with their prices; a vehicle that sells stays on
 * /saved marked "Sold". With essential cookies only, the heart explains itself and stores nothing;
 * withdrawing functional consent empties the lists. The vehicles opened show on the home page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { holdScripts, useBrowser } from '../support/browser'
import { staffApi, type StaffApi } from '../support/staff'
import { audit } from '../support/axe'
import { keepGlobals } from '../support/keep-globals'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['consent-settings'])
const chromium = useBrowser()
let marketing: StaffApi
let manager: StaffApi
let consentBefore: Record<string, unknown> = {}
let soldId = 0

beforeAll(async () => {
  marketing = await staffApi(baseUrl, 'marketing')
  manager = await staffApi(baseUrl, 'manager')
  consentBefore = await marketing('GET', '/api/globals/consent-settings?depth=0')
  // The three-button banner: functional is a choice the visitor makes (visitor-layer.md section 9).
  await marketing('POST', '/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
})
afterAll(async () => {
  if (soldId) await manager('PATCH', `/api/vehicles/${soldId}`, { status: 'available' })
  await marketing('POST', '/api/globals/consent-settings', {
    tier: consentBefore.tier,
    displayMode: consentBefore.displayMode,
    lockBackground: consentBefore.lockBackground,
  })
})

const stored = (page: Page) =>
  page.evaluate(() => ({
    saved: window.localStorage.getItem('savedVehicles'),
    recent: window.localStorage.getItem('recentlyViewedVehicles'),
    compare: window.localStorage.getItem('comparedVehicles'),
  }))

/** The heart once the page knows the consent in force (before that a press cannot act). */
async function readyHeart(scope: Locator): Promise<Locator> {
  await scope.locator('.save-vehicle[data-ready]').waitFor()
  return scope.locator('.save-vehicle__button')
}

/** Two priced result cards (prices not locked): their vehicle page paths and names. */
async function pricedCards(page: Page): Promise<Array<{ card: Locator; path: string; title: string }>> {
  await page.goto(`${baseUrl}/cars-for-sale`)
  const cards = page.locator('.vehicle-card', { has: page.locator('.price__amount') })
  const found = []
  for (const i of [0, 1]) {
    const card = cards.nth(i)
    const link = card.locator('.vehicle-card__title a')
    found.push({ card, path: (await link.getAttribute('href')) ?? '', title: (await link.textContent()) ?? '' })
  }
  return found
}

describe('saved vehicles and compare (issue 21)', () => {
  it('on a slow phone, "Accept all", two hearts and Compare pressed before the scripts ran all count once they run, and /saved lists both vehicles', async () => {
    // A first visit: no consent decision yet, so saving needs the banner's "Accept all" first.
    const context = await chromium.context({ mobile: true, consent: false })
    // The page's scripts held back while the shopper presses, as on a slow phone (decision 0296).
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/cars-for-sale`, { waitUntil: 'domcontentloaded' })
    const cards = page.locator('.vehicle-card', { has: page.locator('.price__amount') })
    const [first, second] = [cards.nth(1), cards.nth(2)]
    const vinOf = async (card: Locator) =>
      ((await card.locator('.vehicle-card__title a').getAttribute('href')) ?? '').slice(-17).toUpperCase()
    const vins = [await vinOf(first), await vinOf(second)]
    const hearts = [first.locator('.save-vehicle__button'), second.locator('.save-vehicle__button')]
    const compare = first.locator('.compare-toggle__button')
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click()
    await hearts[0].click()
    await compare.click()
    await hearts[1].click()
    expect(await hearts[0].getAttribute('aria-pressed')).toBe('false')
    release()
    // In the order pressed: the consent first, so the hearts save instead of asking for it.
    for (const heart of hearts) await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true')
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' })
    const lists = await stored(page)
    for (const vin of vins) expect(lists.saved).toContain(vin)
    expect(lists.compare).toContain(vins[0])
    expect(lists.compare).not.toContain(vins[1])

    await page.goto(`${baseUrl}/saved`)
    await expect.poll(() => page.locator('.saved-row').count()).toBe(2)
    for (const vin of vins) expect(await page.locator(`.saved-row[data-vin="${vin}"]`).count()).toBe(1)
    await context.close()
  })

  it('saves from a card and from a vehicle page, compares them, keeps them over a reload, and marks a sold one', async () => {
    const page = await chromium.page()
    const [first, second] = await pricedCards(page)
    expect(first.path).toMatch(/-[a-z0-9]{17}$/)

    // From the card: the heart names the vehicle, then says it is saved.
    const cardHeart = await readyHeart(first.card)
    expect(await cardHeart.getAttribute('aria-label')).toMatch(/^Save \d{4} \S+/)
    await cardHeart.click()
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true')
    expect(await cardHeart.getAttribute('aria-label')).toBe('Saved')
    await first.card.getByRole('link', { name: 'See your saved vehicles' }).waitFor()

    // From the vehicle page.
    await page.goto(`${baseUrl}${second.path}`)
    const pageHeart = await readyHeart(page.locator('.vdp__title'))
    await pageHeart.click()
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true')

    // Reload: still saved, on the page and on the search card.
    await page.reload()
    await expect
      .poll(async () => (await readyHeart(page.locator('.vdp__title'))).getAttribute('aria-pressed'))
      .toBe('true')
    await page.goto(`${baseUrl}/cars-for-sale`)
    const again = page.locator('.vehicle-card', { has: page.locator(`a[href="${first.path}"]`) }).first()
    await expect.poll(async () => (await readyHeart(again)).getAttribute('aria-pressed')).toBe('true')

    // /saved lists both, newest first, with their prices now.
    await page.goto(`${baseUrl}/saved`)
    const rows = page.locator('.saved-row')
    await expect.poll(() => rows.count()).toBe(2)
    for (const row of [rows.nth(0), rows.nth(1)]) await row.locator('.price__amount').waitFor()
    const vins = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-vin')))
    expect(vins).toEqual([second.path.slice(-17).toUpperCase(), first.path.slice(-17).toUpperCase()])
    expect(await rows.locator('.price__amount').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\$[\d,]+$/)]),
    )
    expect(await audit(page, '/saved')).toEqual([])

    // Compare both from /saved: the compare page shows both, at an address anyone can open.
    await rows.nth(0).getByRole('checkbox').check()
    await rows.nth(1).getByRole('checkbox').check()
    await page.getByRole('link', { name: 'Compare 2 vehicles' }).click()
    await page.waitForURL(/\/compare\?vins=/)
    const heads = page.locator('.compare-table thead th')
    expect(await heads.count()).toBe(2)
    for (const path of [first.path, second.path])
      expect(await page.locator(`.compare-table thead a[href="${path}"]`).count()).toBe(1)
    expect(await page.getByRole('rowheader', { name: 'Drivetrain' }).count()).toBe(1)
    expect(await audit(page, '/compare')).toEqual([])
    const shared = await (await fetch(page.url())).text()
    for (const path of [first.path, second.path]) expect(shared).toContain(path)

    // The second vehicle sells: /saved keeps it, marked "Sold".
    const vin = second.path.slice(-17).toUpperCase()
    const { docs } = (await manager('GET', `/api/vehicles?where[vin][equals]=${vin}&depth=0`)) as unknown as {
      docs: Array<{ id: number }>
    }
    soldId = docs[0].id
    await manager('PATCH', `/api/vehicles/${soldId}`, { status: 'sold' })
    await page.goto(`${baseUrl}/saved`)
    const soldRow = page.locator(`.saved-row[data-vin="${vin}"]`)
    await soldRow.getByText('Sold', { exact: true }).waitFor()
    expect(await soldRow.locator('.price__amount').count()).toBe(0)
    expect(await rows.count()).toBe(2)

    // Withdrawing functional consent in "Cookie settings" empties the lists at once.
    await page.locator('footer').getByRole('link', { name: 'Cookie settings' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('switch', { name: 'Functional' }).uncheck()
    await dialog.getByRole('button', { name: 'Save & Continue' }).click()
    await expect.poll(() => stored(page)).toEqual({ saved: null, recent: null, compare: null })
    await page.getByText('Saved vehicles are kept in this browser with functional cookies').waitFor()
    await page.context().close()
  })

  it('a fourth pick on /saved explains the limit; a bad compare address gets an answer, not an error', async () => {
    const bad = await fetch(`${baseUrl}/compare?vins=${encodeURIComponent("nope,<script>'")}`)
    expect(bad.status).toBe(200)
    expect(await bad.text()).toContain('could not be read')
    const four = await fetch(
      `${baseUrl}/compare?vins=1HGCM82633A004352,2T1BURHE0JC012345,3FA6P0H72HR123456,5YJ3E1EA7KF317000`,
    )
    expect(four.status).toBe(200)
    expect(await four.text()).toContain('You can compare up to 3 vehicles at a time.')

    const page = await chromium.page()
    await page.goto(`${baseUrl}/cars-for-sale`)
    const hearts = page.locator('.vehicle-card .save-vehicle[data-ready] .save-vehicle__button')
    await hearts.nth(3).waitFor()
    for (const i of [0, 1, 2, 3]) {
      await hearts.nth(i).click()
      await expect.poll(() => hearts.nth(i).getAttribute('aria-pressed')).toBe('true')
    }
    await page.goto(`${baseUrl}/saved`)
    const boxes = page.locator('.saved-row').getByRole('checkbox')
    await expect.poll(() => boxes.count()).toBe(4)
    for (const i of [0, 1, 2]) await boxes.nth(i).check()
    await boxes.nth(3).click()
    await page.getByText('You can compare up to 3 vehicles at a time.').waitFor()
    expect(await boxes.nth(3).isChecked()).toBe(false)
    await page.context().close()
  })

  it('compares from the search cards: two ticks lead to the compare page; /saved, reached from the header, shows the same ticks after a reload', async () => {
    const page = await chromium.page()
    const [first, second] = await pricedCards(page)
    // The first is also saved; the second only ticked.
    await (await readyHeart(first.card)).click()
    for (const { card } of [first, second]) {
      await card.locator('.compare-toggle[data-ready]').waitFor()
      const toggle = card.getByRole('button', { name: /^Compare \d{4} / })
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    }
    // One tick asks for another; the second tick's note links to the compare page with both.
    const link = second.card.getByRole('link', { name: 'Compare 2 vehicles' })
    await link.click()
    await page.waitForURL(/\/compare\?vins=/)
    for (const { path } of [first, second])
      expect(await page.locator(`.compare-table thead a[href="${path}"]`).count()).toBe(1)

    // The header's heart leads to /saved; after a reload the saved one is ticked there, the other
    // is listed as ticked too, with a way to untick it, and the compare button takes both.
    await page.reload()
    await page.getByRole('banner').getByRole('link', { name: 'Saved vehicles' }).click()
    await page.waitForURL(/\/saved$/)
    const row = page.locator(`.saved-row[data-vin="${first.path.slice(-17).toUpperCase()}"]`)
    await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true)
    const elsewhere = page.getByRole('heading', { name: 'Also ticked to compare' }).locator('..')
    await elsewhere.locator(`a[href="${second.path}"]`).waitFor()
    expect(await page.getByRole('link', { name: 'Compare 2 vehicles' }).getAttribute('href')).toContain(
      second.path.slice(-17).toUpperCase(),
    )
    await elsewhere.getByRole('button', { name: /^Untick \d{4} / }).click()
    await page.getByText('Tick two or three vehicles to compare them.').waitFor()
    // Back in the search results, the card shows what /saved changed.
    await page.goto(`${baseUrl}/cars-for-sale`)
    const again = page.locator('.vehicle-card', { has: page.locator(`a[href="${second.path}"]`) }).first()
    await again.locator('.compare-toggle[data-ready]').waitFor()
    expect(await again.getByRole('button', { name: /^Compare / }).getAttribute('aria-pressed')).toBe('false')
    expect(await audit(page, '/cars-for-sale')).toEqual([])
    await page.context().close()
  })

  it('with essential cookies only, the heart explains itself and nothing is stored', async () => {
    const page = await chromium.page({ consent: false })
    await page.goto(`${baseUrl}/cars-for-sale`)
    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('button', { name: 'Manage' }).click()
    const dialog = page.getByRole('dialog')
    for (const name of ['Functional', 'Analytics', 'Targeting']) await dialog.getByRole('switch', { name }).uncheck()
    await dialog.getByRole('button', { name: 'Save & Continue' }).click()
    await banner.waitFor({ state: 'detached' })

    const card = page.locator('.vehicle-card').first()
    const heart = await readyHeart(card)
    await heart.click()
    const note = card.getByRole('status')
    await note.getByText('Saving vehicles needs functional cookies').waitFor()
    expect(await note.getByRole('link', { name: 'Cookie settings' }).getAttribute('href')).toBe('#cookie-settings')
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    // "Compare" on the same card says the same.
    await card.locator('.compare-toggle[data-ready]').waitFor()
    const compare = card.getByRole('button', { name: /^Compare / })
    await compare.click()
    await card.getByText('Comparing vehicles needs functional cookies').waitFor()
    expect(await compare.getAttribute('aria-pressed')).toBe('false')
    expect(await stored(page)).toEqual({ saved: null, recent: null, compare: null })

    // Opening a vehicle records no recent view either.
    await card.locator('.vehicle-card__title a').click()
    await (await readyHeart(page.locator('.vdp__title'))).waitFor()
    expect(await stored(page)).toEqual({ saved: null, recent: null, compare: null })
    await page.context().close()
  })

  it('recently viewed: after two vehicle pages, the home page shows both, without moving anything', async () => {
    const page = await chromium.page()
    const [first, second] = await pricedCards(page)
    for (const { path } of [first, second]) {
      await page.goto(`${baseUrl}${path}`)
      await readyHeart(page.locator('.vdp__title'))
      await expect.poll(async () => (await stored(page)).recent ?? '').toContain(path)
    }
    await page.goto(`${baseUrl}/`)
    const strip = page.getByRole('region', { name: 'Recently viewed' })
    for (const { path } of [first, second]) await strip.locator(`a[href="${path}"]`).waitFor()
    const hrefs = await strip
      .locator('.recently-viewed__item')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    expect(hrefs.slice(0, 2)).toEqual([second.path, first.path])
    // The strip's place was kept before the first paint: no layout shift at all.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
          ).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(0), 500)
        }),
    )
    expect(shift).toBe(0)
    // And on the search page.
    await page.goto(`${baseUrl}/cars-for-sale`)
    await page.getByRole('region', { name: 'Recently viewed' }).locator(`a[href="${first.path}"]`).waitFor()
    await page.context().close()
  })
})
