/**
 * Popups end to end (issue 8 "Tests"; visitor-layer.md sections 2, 4, 5 and 9): popups built by
 * marketing through the admin's REST API appear on their condition, close with Escape or an outside
 * click, and, once submitted (finished), never show again; a floating side button opens its popup.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { BrowserContext, Page } from 'playwright-core'
import pg from 'pg'
import { useBrowser } from '../support/browser'
import { formatVehicleUrl } from '@/domain/inventory'
import { rawMailContaining } from '../support/mail'
import { popupsDue } from '../support/shell-state'
import { keepGlobals } from '../support/keep-globals'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['dealership-settings'])
const chromium = useBrowser()
let token = ''
const created: number[] = []

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}

/** A published popup, as marketing saves it in the admin. */
async function createPopup(data: Record<string, unknown>): Promise<void> {
  const res = await api('POST', '/api/popups', { _status: 'published', active: true, ...data })
  created.push((res.doc as { id: number }).id)
}

beforeAll(async () => {
  token = await staffToken(baseUrl, 'marketing')
  await createPopup({
    name: 'E2E contact offer',
    popupId: 'e2e-contact-offer',
    conditions: [{ pages: { paths: ['/contact-us'] }, timer: 2 }],
    component: {
      type: 'component',
      title: 'E2E spring offer',
      html: '<p>Tell us who you are.</p>',
      innerComponent: 'UserLeadForm',
    },
    submitted: {
      enabled: true,
      innerComponent: 'UserLeadThanks',
      emailTemplate: 'CONTACT_GENERAL',
      trackEvent: 'Contact',
      timeoutClose: 2,
    },
    settings: { component: 'PrimeDialog', closeButton: true },
    background: { modal: true },
  })
  await createPopup({
    name: 'E2E side button',
    popupId: 'e2e-side-button',
    conditions: [{ pages: { names: ['service'] } }],
    component: { type: 'html', title: 'E2E service special', html: '<p>20% off brakes.</p>' },
    button: { enabled: true, text: 'Service special', hoverText: "See this week's service special" },
  })
})

afterAll(async () => {
  for (const id of created) await api('DELETE', `/api/popups/${id}`).catch(() => undefined)
})

const dialog = (page: Page) => page.getByRole('dialog', { name: 'E2E spring offer' })
const finishedList = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('finishedPopups') ?? '[]') as string[])

describe('popups (issue 8)', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await chromium.context()
  })
  afterAll(async () => {
    await context?.close()
  })

  it('appears on its page after its timer, as an accessible modal above the overlay', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/service`)
    await page.getByTestId('floating-side-button').waitFor()
    expect(await page.getByTestId('popup').count()).toBe(0)

    await page.goto(`${baseUrl}/contact-us`)
    const place = () =>
      page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        heading: document.querySelector('main h1')?.getBoundingClientRect().toJSON() as unknown,
      }))
    const before = await place()
    expect(before.heading).toBeDefined()
    await dialog(page).waitFor({ timeout: 15_000 })
    // No layout shift: the page under the popup has not moved, no scrollbar came or went.
    expect(await place()).toEqual(before)
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true')
    expect(await dialog(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe('1100')
    expect(await page.getByTestId('popup-overlay').evaluate((el) => getComputedStyle(el).zIndex)).toBe('1000')
    // Focus moved into the dialog, and Tab stays inside it.
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
  })

  it('closes with Escape and with an outside click, and comes back on its next page view (closing is not finishing)', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact-us`)
    await dialog(page).waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await finishedList(page)).not.toContain('e2e-contact-offer')

    await page.reload()
    await dialog(page).waitFor({ timeout: 15_000 })
    await page.mouse.click(10, 450)
    await dialog(page).waitFor({ state: 'detached' })
  })

  it('on a phone, a tap on the overlay closes the popup and opens nothing under it', async () => {
    const phone = await chromium.context({ mobile: true })
    const page = await phone.newPage()
    await page.goto(`${baseUrl}/contact-us`)
    await dialog(page).waitFor({ timeout: 15_000 })
    // A spot of the overlay over a link of the header (the logo, a link home).
    const link = page.locator('header a[href="/"]').first()
    const box = (await link.boundingBox())!
    expect(box).toBeTruthy()
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await dialog(page).waitFor({ state: 'detached' })
    await page.waitForTimeout(500)
    expect(new URL(page.url()).pathname).toBe('/contact-us')
    await phone.close()
  })

  it('after a submit shows the thank-you step, closes itself, and never shows again', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact-us`)
    await dialog(page).waitFor({ timeout: 15_000 })
    await dialog(page)
      .getByLabel(/^First name/)
      .fill('Pat')
    await dialog(page)
      .getByLabel(/^Last name/)
      .fill('Popup')
    await dialog(page)
      .getByLabel(/^E-mail/)
      .fill(`pat.popup.${Date.now()}@example.com`)
    await dialog(page)
      .getByLabel(/^Phone/)
      .fill('(815) 555-0142')
    await dialog(page).getByRole('button', { name: 'Send' }).click()
    await page.getByTestId('popup-submitted').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('popup-submitted').innerText()).toContain('Thank you!')
    // timeoutClose: 2 seconds.
    await dialog(page).waitFor({ state: 'detached', timeout: 10_000 })
    expect(await finishedList(page)).toContain('e2e-contact-offer')

    await page.reload()
    // Finished: the runtime leaves it out of this page's evaluation, so no timer of it runs.
    expect(await popupsDue(page, '/contact-us?')).not.toContain('e2e-contact-offer')
    expect(await page.getByTestId('popup').count()).toBe(0)
  })

  it('a floating side button opens its popup, hides while it is open, and returns after closing', async () => {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/service`)
    const button = page.getByTestId('floating-side-button')
    await button.waitFor()
    expect(await button.innerText()).toContain('Service special')
    const box = await button.boundingBox()
    const viewport = page.viewportSize()!
    expect(Math.round(box!.x + box!.width)).toBe(viewport.width)
    expect(Math.abs(box!.y + box!.height / 2 - viewport.height / 2)).toBeLessThan(60)

    await button.click()
    const special = page.getByRole('dialog', { name: 'E2E service special' })
    await special.waitFor()
    await button.waitFor({ state: 'hidden' })
    await special.getByRole('button', { name: 'Close' }).click()
    await special.waitFor({ state: 'detached' })
    await button.waitFor({ state: 'visible' })
    // Focus returns to the button that opened the popup.
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})

async function as(jwt: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(jwt) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}

// Issue 6 "Private inventory": the visitor-layer issue's unlock-inventory popup reuses the gate
// form; sent through the popup it stores an UNLOCK_INVENTORY lead and grants the 7-day pass.
describe('the built-in unlock-inventory popup (issues 6 and 8)', () => {
  it('shows to a lead after three pages; its form stores an UNLOCK_INVENTORY lead and lists private vehicles', async () => {
    const manager = await staffToken(baseUrl, 'manager')
    const settings = (await as(manager, 'GET', '/api/globals/dealership-settings?depth=0')) as {
      unlockRequired: string[]
    }
    const list = (await as(
      manager,
      'GET',
      '/api/vehicles?where[status][equals]=available&where[private][equals]=false&where[condition][equals]=used&where[price][greater_than]=0&limit=1&depth=0&sort=-price',
    )) as {
      docs: Array<{
        id: number
        vin: string
        year: number
        make: string
        model: string
        trim?: string | null
        condition: 'used'
        price: number
      }>
    }
    // The dearest priced vehicle: first on the list sorted by price, once it may be listed.
    const hidden = list.docs[0]
    const hiddenPath = formatVehicleUrl({ ...hidden, trim: hidden.trim ?? null } as never)
    await as(manager, 'POST', '/api/globals/dealership-settings', { unlockRequired: ['used'] })
    await as(manager, 'PATCH', `/api/vehicles/${hidden.id}`, { private: true })
    const context = await chromium.context({ builtInPopups: true })
    try {
      // Only the unlock popup is in play: the other built-in popups count as answered.
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('finishedPopups'))
          window.localStorage.setItem(
            'finishedPopups',
            JSON.stringify(['user-lead', 'user-lead-phone-verification', 'credit-500-offer']),
          )
      })
      // A returning visitor who left their name and e-mail before: a lead (visitor-layer.md section 4).
      const all = ['essential', 'functional', 'analytics', 'targeting']
      const profile = {
        allowCookies: all,
        displayCookies: 'hide',
        firstName: 'Una',
        email: `una.earlier.${Date.now()}@example.com`,
      }
      await context.addCookies([
        {
          name: 'visitorProfile',
          value: encodeURIComponent(JSON.stringify(profile)),
          domain: '127.0.0.1',
          path: '/',
          secure: true,
          sameSite: 'Lax',
        },
      ])
      const page = await context.newPage()
      const unlock = page.getByRole('dialog', { name: 'Unlock our private inventory' })
      // The popup runtime counts each page view once it has mounted; wait for the count before moving on.
      const visits = () =>
        page.evaluate(() => {
          const viewed = JSON.parse(window.localStorage.getItem('viewedPagesItems') ?? '{}') as Record<
            string,
            Record<string, Record<string, { countVisits?: number }>>
          >
          return viewed['unlock-inventory']?.['0']?.['0']?.countVisits ?? 0
        })
      await page.goto(`${baseUrl}/our-company`)
      await expect.poll(visits, { timeout: 15_000 }).toBe(1)
      await page.goto(`${baseUrl}/service`)
      await expect.poll(visits, { timeout: 15_000 }).toBe(2)
      // Evaluated with two views counted: not due, so it cannot show on this page.
      expect(await popupsDue(page, '/service?')).not.toContain('unlock-inventory')
      expect(await unlock.count()).toBe(0)
      await page.goto(`${baseUrl}/cars-for-sale?sort=priceHigh`)
      await expect.poll(visits, { timeout: 15_000 }).toBe(3)
      await unlock.waitFor({ timeout: 15_000 })
      expect(await page.locator(`a[href="${hiddenPath}"]`).count()).toBe(0)
      // Used prices are locked too (issue 15): the cards ask the shopper to calculate.
      expect(await page.getByRole('link', { name: 'Calculate now' }).count()).toBeGreaterThan(0)

      const email = `una.popup.${Date.now()}@example.com`
      const form = unlock.getByRole('form', { name: 'Unlock private inventory' })
      await form.getByLabel(/^First name/).fill('Una')
      await form.getByLabel(/^Last name/).fill('Popup')
      await form.getByLabel(/^E-mail/).fill(email)
      await form.getByLabel(/^Phone/).fill('(815) 555-0177')
      await form.getByRole('button', { name: 'Unlock inventory' }).click()
      await unlock.getByTestId('popup-submitted').filter({ hasText: 'Access Granted!' }).waitFor({ timeout: 15_000 })
      const granted = Date.now()
      // The list behind the popup re-renders with the pass: the private vehicle is listed.
      await page.locator(`a[href="${hiddenPath}"]`).first().waitFor({ state: 'attached', timeout: 15_000 })
      expect((await context.cookies()).some((c) => c.name === 'unlockAccess')).toBe(true)
      // "Access Granted!" closes by itself after 5 seconds (visitor-layer.md sections 8 and 9). The
      // lower bound leaves room for a loaded machine noticing the view late; it still tells a
      // timed close from an immediate one.
      await unlock.waitFor({ state: 'hidden', timeout: 15_000 })
      expect(Date.now() - granted).toBeGreaterThanOrEqual(2_500)
      // And stays listed on a fresh load, not only in this render; the finished popup does not come back.
      await page.reload()
      await page.locator(`a[href="${hiddenPath}"]`).first().waitFor({ state: 'attached' })
      expect(await popupsDue(page, '/cars-for-sale?sort=priceHigh')).not.toContain('unlock-inventory')
      expect(await unlock.count()).toBe(0)
      // The same pass unlocks the prices (issue 15: "after unlocking (the wizard or the popup)"):
      // the private vehicle's card shows its real price, and no card asks to calculate any more.
      const hiddenCard = page.locator('.vehicle-card', { has: page.locator(`a[href="${hiddenPath}"]`) }).first()
      expect(await hiddenCard.locator('.price__amount').textContent()).toBe(`$${hidden.price.toLocaleString('en-US')}`)
      expect(await page.getByRole('link', { name: 'Calculate now' }).count()).toBe(0)

      // The lead is stored (POST /api/leads is the intake, so the row is read from the database)
      // and reaches the CRM inbox under its routing subject.
      const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') })
      await db.connect()
      try {
        const { rows } = await db.query<{ form_type: string; page_url: string | null }>(
          'SELECT form_type, page_url FROM leads WHERE title = $1',
          [`Una Popup <${email}>`],
        )
        expect(rows.map((r) => r.form_type)).toEqual(['UNLOCK_INVENTORY'])
        expect(rows[0].page_url).toContain('/cars-for-sale')
      } finally {
        await db.end()
      }
      expect(await rawMailContaining(inject('mailDir'), email)).toContain('Private Inventory Unlock')
    } finally {
      await context.close()
      await as(manager, 'PATCH', `/api/vehicles/${hidden.id}`, { private: false })
      await as(manager, 'POST', '/api/globals/dealership-settings', { unlockRequired: settings.unlockRequired })
    }
  })
})
