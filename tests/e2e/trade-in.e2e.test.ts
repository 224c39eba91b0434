/**
 * Issue 7 end to end: a shopper on a phone goes from the vehicle to an instant offer to a
 * received SELL_OR_TRADE e-mail; bad input gets field messages, never a 500.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newContext } from '../support/browser'
import { rawMailContaining } from '../support/mail'

const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})


async function pick(page: Page, question: string, answer: string) {
  await page.getByRole('group', { name: question }).getByText(answer, { exact: true }).click()
}

describe('sell or trade (issue 7)', () => {
  it('takes a shopper from their vehicle to an offer and a SELL_OR_TRADE e-mail', async () => {
    const page = await (await newContext(browser, { mobile: true })).newPage()
    await page.goto(`${baseUrl}/sell-trade-my-car`)
    await page.getByRole('link', { name: 'Get my instant offer' }).click()
    await page.waitForURL(/your-vehicle/)
    await page.getByLabel('VIN (optional)').fill('1HGCM82643A004352')
    await page.getByRole('button', { name: 'Continue' }).click()
    // A VIN that fails its check digit is refused with the field named, as are the missing pickers.
    await page.getByText('Enter the 17-character VIN exactly as it appears on the vehicle.').waitFor()
    expect(await page.getByText('Enter the make of the vehicle.').count()).toBe(1)
    await page.getByLabel('VIN (optional)').fill('1HGCM82633A004352')
    await page.getByLabel('Year').selectOption('2018')
    await page.getByLabel('Make').selectOption('Honda')
    await page.getByLabel('Model').selectOption('Accord')
    await page.getByLabel('Mileage').fill('-40')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Mileage cannot be negative.').waitFor()
    await page.getByLabel('Mileage').fill('72000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Condition' }).waitFor()
    await pick(page, 'What is the overall condition of your vehicle?', 'Good')
    await page.getByRole('button', { name: 'Continue' }).click()
    // "Good" revealed the history questions (site.md section 4: 200-205).
    await page.getByRole('heading', { name: 'History and wear' }).waitFor()
    await pick(page, 'Has the vehicle been in an accident?', 'No')
    for (let step = 0; step < 6; step++) {
      const heading = await page.locator('.trade-in h2').innerText()
      if (heading === 'Where should we send your offer?') break
      // Answer every visible radio group with its first choice, then move on.
      for (const group of await page.locator('fieldset.trade-in__question').all()) {
        if (!(await group.locator('input:checked').count())) await group.locator('label.trade-in__choice').first().click()
      }
      for (const select of await page.locator('.trade-in form select').all()) {
        if (!(await select.inputValue())) await select.selectOption({ index: 1 })
      }
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForTimeout(150)
    }
    await page.getByLabel('First name').fill('Pat')
    await page.getByLabel('Last name').fill('Seller')
    const email = `seller-${Date.now()}@example.com`
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Cell phone').fill('(312) 555-0199')
    const [offerResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/trade-in/offer')),
      page.getByRole('button', { name: 'See my offer' }).click(),
    ])
    expect(offerResponse.status(), await offerResponse.text()).toBe(200)
    await page.getByText(/Your instant offer, valid until/).waitFor({ timeout: 20_000 })
    expect(await page.getByText(/Cash now: \$\d/).count()).toBe(1)
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Day to bring it in').fill(tomorrow)
    await page.getByLabel('Time').selectOption('10:00 AM')
    await page.getByRole('button', { name: 'Lock in my offer' }).click()
    await page.getByRole('heading', { name: 'You’re all set' }).or(page.getByRole('heading', { name: "You're all set" })).waitFor()
    const raw = await rawMailContaining(mailDir, email)
    expect(raw).toMatch(/SELL_OR_TRADE|Sell or trade|sell/i)
    expect(raw).toContain('Accord')
    await page.context().close()
  })

  it('answers bad offer requests with field errors, never a 500', async () => {
    const bodies = [
      { vehicle: { year: 2018, make: 'Honda', model: 'Accord', mileage: -1 }, answers: {} },
      { vehicle: { year: 'abc', make: '<script>alert(1)</script>', model: "' or 1=1 --", mileage: 'lots' }, answers: { '100': 'mint' } },
      { vehicle: { year: 2018, make: 'Honda', model: 'Accord', mileage: 1000 }, answers: { '100': 'great', '999': 'x' } },
    ]
    for (const body of bodies) {
      const res = await fetch(`${baseUrl}/api/trade-in/offer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      expect(res.status).toBe(422)
      expect(JSON.stringify(await res.json())).not.toContain('<script>')
    }
    const notJson = await fetch(`${baseUrl}/api/trade-in/offer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' })
    expect(notJson.status).toBe(400)
    const big = await fetch(`${baseUrl}/api/trade-in/offer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(64 * 1024) }) })
    expect(big.status).toBe(413)
  })
})
