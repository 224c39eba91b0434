/**
 * Content issue flows in Chromium (issue 5): marketing edits an offer in the admin and the home page
 * shows it without a rebuild; an offer whose end date passes disappears; the reviews filter and the
 * mobile menu work by keyboard and touch.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newContext } from '../support/browser'
import { loginAs } from '../support/admin'
import { DEMO_USERS } from '@/seed/data/users'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function freshPage(options: { mobile?: boolean } = {}): Promise<Page> {
  return (await newContext(browser, options)).newPage()
}

async function homeHtml(): Promise<string> {
  return (await fetch(`${baseUrl}/`)).text()
}

/** REST as marketing: used to expire an offer and to put edited offers back for other test files. */
async function patchPromotion(title: string, data: Record<string, unknown>): Promise<{ id: number; status: number }> {
  const user = DEMO_USERS.find((u) => u.role === 'marketing')!
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) })
  const { token } = (await login.json()) as { token: string }
  const found = await (await fetch(`${baseUrl}/api/promotions?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()
  const id = found.docs[0].id as number
  const res = await fetch(`${baseUrl}/api/promotions/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }, body: JSON.stringify(data) })
  return { id, status: res.status }
}

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

describe('publishing offers (issue 5)', () => {
  it('marketing renames an offer in the admin and the home page shows it without a rebuild', async () => {
    expect(await homeHtml()).toContain('Tire rotation with any service')
    const page = await freshPage()
    await loginAs(page, baseUrl, 'marketing')
    await page.goto(`${baseUrl}/admin/collections/promotions?limit=20`)
    await page.getByRole('link', { name: 'Tire rotation with any service' }).first().click()
    await page.waitForURL(/\/admin\/collections\/promotions\/\d+/)
    await page.locator('#field-title').fill('Free tire rotation this month')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(/updated successfully/i).first().waitFor({ timeout: 15_000 })
    await page.context().close()
    expect(await until(async () => (await homeHtml()).includes('Free tire rotation this month'))).toBe(true)
    expect(await homeHtml()).not.toContain('Tire rotation with any service')
    expect((await patchPromotion('Free tire rotation this month', { title: 'Tire rotation with any service' })).status).toBe(200)
  })

  it('an offer whose end date has passed leaves the home page and /special-offers', async () => {
    expect(await homeHtml()).toContain('$29.95 oil change')
    const { id, status } = await patchPromotion('$29.95 oil change', { endDate: new Date(Date.now() - 60_000).toISOString() })
    expect(status).toBe(200)
    expect(await until(async () => !(await homeHtml()).includes('$29.95 oil change'))).toBe(true)
    expect(await (await fetch(`${baseUrl}/special-offers/service`)).text()).not.toContain('$29.95 oil change')
    expect((await fetch(`${baseUrl}/special-offers/service/${id}`)).status).toBe(404)
    // The seeded offer that ended in 2025 never shows.
    expect(await homeHtml()).not.toContain('Summer sales event')
    expect((await patchPromotion('$29.95 oil change', { endDate: '2050-12-31T23:59:59.000Z' })).status).toBe(200)
  })
})

describe('home page blocks (site.md section 2)', () => {
  it('shows 9 reviews with a star badge, filterable by Finance, Sell and Service', async () => {
    const page = await freshPage()
    await page.goto(baseUrl)
    const items = page.locator('[data-testid="reviews-list"] li')
    expect(await items.count()).toBe(9)
    await expect(page.getByTestId('star-badge').textContent()).resolves.toMatch(/stars from [\d,]+ reviews on Google and Facebook/)
    for (const name of ['Finance', 'Sell', 'Service']) {
      const chip = page.getByRole('button', { name, exact: true })
      await chip.click()
      expect(await chip.getAttribute('aria-pressed')).toBe('true')
      expect(await items.count()).toBe(9)
    }
    // Department tabs move with the arrow keys.
    const finance = page.getByRole('tab', { name: 'Finance' })
    await finance.focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: 'Shop' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('.store-card').count()).toBe(4)
    await page.context().close()
  })

  it('opens and closes the mobile menu by touch and keyboard', async () => {
    const page = await freshPage({ mobile: true })
    await page.goto(baseUrl)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.waitFor()
    const nav = page.locator('#site-nav')
    expect(await nav.isVisible()).toBe(false)
    await toggle.tap()
    await nav.waitFor({ state: 'visible' })
    await nav.getByRole('link', { name: 'Financing' }).first().focus()
    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await nav.getByText('Shop Used Cars').click()
    await nav.getByRole('link', { name: 'Minivans' }).waitFor({ state: 'visible' })
    await page.context().close()
  })
})
