import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newContext } from '../support/browser'
import { DEMO_USERS } from '@/seed/data/users'
import { formatVehicleUrl } from '@/domain/inventory'
import { rawMailContaining } from '../support/mail'

/** Issue 6 end to end: VDP payment sliders, the pricing wizard unlocking prices, the full credit application. */
const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function freshPage(mobile = false): Promise<Page> {
  return (await newContext(browser, { mobile })).newPage()
}

async function token(role: 'manager' | 'admin'): Promise<string> {
  const user = DEMO_USERS.find((u) => u.role === role)!
  const res = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) })
  return ((await res.json()) as { token: string }).token
}

async function api(jwt: string, method: string, route: string, data?: unknown) {
  const res = await fetch(`${baseUrl}/api/${route}`, { method, headers: { 'content-type': 'application/json', authorization: `JWT ${jwt}` }, body: data ? JSON.stringify(data) : undefined })
  expect(res.status, `${method} ${route}`).toBeLessThan(300)
  return res.json()
}


async function firstVehicleUrl(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/cars-for-sale`)
  const href = await page.locator('.vehicle-card__title a').first().getAttribute('href')
  return `${baseUrl}${href}`
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

describe('financing (issue 6)', () => {
  it('moves the VDP payment sliders through the engine and refuses out-of-range values in the API', async () => {
    const page = await freshPage(true)
    await page.goto(await firstVehicleUrl(page))
    const panel = page.getByRole('region', { name: 'Estimate your payment' })
    await panel.waitFor()
    const monthly = panel.getByTestId('payment-monthly')
    const before = money(await monthly.textContent())
    expect(before).toBeGreaterThan(0)
    expect(await panel.getByTestId('payment-apr').textContent()).toBe('6.9%')
    // Keyboard: Home puts the credit score at 400, the 300-499 tier: +10 points APR.
    await page.getByLabel(/^Credit score/).focus()
    await page.keyboard.press('Home')
    await expect.poll(() => panel.getByTestId('payment-apr').textContent()).toBe('16.9%')
    expect(money(await monthly.textContent())).toBeGreaterThan(before)
    await page.getByLabel(/^Finance term/).focus()
    await page.keyboard.press('Home')
    expect(await panel.getByTestId('payment-financeTerm-value').textContent()).toBe('12 months')
    expect(await panel.getByText(/documentary fee of \$367\.70/).count()).toBe(1)
    expect(await panel.getByText(/trade payoff and trade allowance must be verified by the dealer/).count()).toBe(1)
    await page.context().close()

    const bad = await fetch(`${baseUrl}/api/payment-estimate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 20000, creditScore: 395 }) })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({ error: 'Credit score must be between 400 and 850.', field: 'creditScore' })
    const good = await fetch(`${baseUrl}/api/payment-estimate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 20000, termMonths: 60 }) })
    expect(good.status).toBe(200)
    expect(((await good.json()) as { apr: number }).apr).toBe(7.4)
  })

  it('locks prices until the pricing wizard is done, resumes it after a reload, then unlocks prices and private vehicles', async () => {
    const jwt = await token('manager')
    const settings = (await api(jwt, 'GET', 'globals/dealership-settings?depth=0')) as { unlockRequired: string[] }
    const list = (await api(jwt, 'GET', 'vehicles?where[status][equals]=available&where[private][equals]=false&where[condition][equals]=used&limit=2&depth=0&sort=-price')) as { docs: Array<{ id: number; vin: string; year: number; make: string; model: string; trim?: string | null; condition: 'used' }> }
    const hidden = list.docs[1]
    const hiddenUrl = `${baseUrl}${formatVehicleUrl({ ...hidden, trim: hidden.trim ?? null } as never)}`
    await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: ['used'] })
    await api(jwt, 'PATCH', `vehicles/${hidden.id}`, { private: true })
    try {
      const page = await freshPage()
      const vdp = await firstVehicleUrl(page)
      expect(await page.getByRole('link', { name: 'Calculate now' }).count()).toBeGreaterThan(0)
      expect(await page.getByRole('link', { name: 'Personalize My Price' }).count()).toBeGreaterThan(0)
      expect(await page.locator('.vehicle-card .price__amount').count()).toBe(0)
      // A private vehicle is not there for a visitor who has not unlocked.
      expect((await page.goto(hiddenUrl))?.status()).toBe(404)

      await page.goto(`${vdp}#personalize`)
      const wizard = page.getByTestId('pricing-wizard')
      await wizard.getByLabel(/^Down payment/).fill('25000')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByText('Down payment must be between $0 and $20,000.').waitFor()
      await wizard.getByLabel(/^Down payment/).fill('1500')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByLabel('Yes').check()
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByLabel(/^Trade equity/).fill('2000')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByText('Your credit score range').waitFor()
      // Leave and come back: the wizard is where the visitor left it.
      await page.reload()
      await page.getByTestId('pricing-wizard').getByText('Your credit score range').waitFor()
      await page.getByLabel('Good (660-719)').check()
      await page.getByTestId('pricing-wizard').getByRole('button', { name: 'Next' }).click()
      const w = page.getByTestId('pricing-wizard')
      await w.getByLabel(/^First name/).fill('Wanda')
      await w.getByLabel(/^Last name/).fill('Wizard')
      await w.getByLabel(/^E-mail/).fill(`wizard-${Date.now()}@example.com`)
      await w.getByLabel(/^Phone/).fill('(309) 555-0199')
      await w.getByRole('button', { name: 'Unlock my price' }).click()
      await page.getByRole('heading', { name: 'Access Granted!' }).waitFor()
      expect(await page.getByTestId('toast').first().innerText()).toContain('Access Granted!')
      await page.getByRole('button', { name: 'Keep browsing' }).click()
      const panel = page.getByRole('region', { name: 'Estimate your payment' })
      await panel.waitFor()
      // The panel starts from the wizard's answers.
      expect(await panel.getByTestId('payment-downPayment-value').textContent()).toBe('$1,500')
      expect(await panel.getByTestId('payment-apr').textContent()).toBe('6.9%')
      await page.goto(`${baseUrl}/cars-for-sale`)
      expect(await page.locator('.vehicle-card .price__amount').count()).toBeGreaterThan(0)
      expect(await page.getByRole('link', { name: 'Calculate now' }).count()).toBe(0)
      expect((await page.goto(hiddenUrl))?.status()).toBe(200)
      await page.context().close()
    } finally {
      await api(jwt, 'PATCH', `vehicles/${hidden.id}`, { private: false })
      await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: settings.unlockRequired })
    }
  })

  it('takes a full credit application step by step and e-mails it without the SSN', async () => {
    const email = `credit-${Date.now()}@example.com`
    const page = await freshPage(true)
    await page.goto(`${baseUrl}/auto-financing/full-credit-application`)
    const next = () => page.getByRole('button', { name: 'Next' }).click()
    const step = (title: string) => page.getByRole('heading', { level: 2, name: title }).waitFor()
    await next()
    await page.getByText('Enter your first name.').waitFor()
    await page.getByLabel(/^First name/).fill('Carla')
    await page.getByLabel(/^Last name/).fill('Credit')
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByLabel(/^Phone/).fill('(309) 555-0123')
    await next()
    await step('Residence')
    await page.getByLabel(/^Street address/).fill('100 Main St')
    await page.getByLabel(/^City/).fill('Moline')
    await page.getByLabel(/^State/).fill('IL')
    await page.getByLabel(/^ZIP code/).fill('61265')
    await page.getByLabel(/^Housing/).selectOption('rent')
    await next()
    await step('Employment')
    await page.getByLabel(/^Employment status/).selectOption('employed')
    await next()
    await step('Income')
    await page.getByLabel(/^Gross monthly income/).fill('5200')
    await next()
    await step('Co-applicant')
    await next()
    await step('SSN and date of birth')
    await page.getByLabel(/^Social Security number/).fill('666-12-3456')
    await page.getByLabel(/^Date of birth/).fill('1985-04-12')
    await next()
    await page.getByText('Please enter a valid Social Security number').waitFor()
    await page.getByLabel(/^Social Security number/).fill('123-45-6789')
    await next()
    await step('Review and sign')
    expect(await page.getByRole('link', { name: 'Electronic Signature Disclosure' }).getAttribute('href')).toBe('/legal/electronic-signature-disclosure')
    await page.getByLabel(/I agree to sign this application electronically/).check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.getByTestId('credit-app-done').waitFor()
    const raw = await rawMailContaining(mailDir, email)
    expect(raw).not.toContain('123-45-6789')
    expect(raw).not.toContain('123456789')
    expect(raw).not.toContain('1985-04-12')
    expect(raw).toMatch(/admin\/collections\/leads\/\d+/)
    await page.context().close()
  })

  it('sends the pre-approval once, then skips it when nothing in the profile changed (visitor-layer.md 5)', async () => {
    const page = await freshPage()
    let posts = 0
    page.on('request', (r) => { if (r.url().endsWith('/api/leads') && r.method() === 'POST') posts++ })
    const email = `preapproval-${Date.now()}@example.com`
    const fill = async () => {
      await page.goto(`${baseUrl}/auto-financing/apply-for-financing`)
      await page.locator('[data-layout="default"]').waitFor()
      await page.getByLabel(/^First name/).fill('Pat')
      await page.getByLabel(/^Last name/).fill('Preapproval')
      await page.getByLabel(/^E-mail/).fill(email)
      await page.getByLabel(/^Phone/).fill('(309) 555-0177')
      await page.getByLabel(/^Street address/).fill('1 Elm St')
      await page.getByLabel(/^City/).fill('Rockford')
      await page.getByLabel(/^State/).fill('IL')
      await page.getByLabel(/^ZIP code/).fill('61108')
      await page.getByLabel(/^Date of birth/).fill('1980-05-06')
      await page.getByLabel(/soft credit check/).check()
      await page.getByRole('button', { name: 'Get pre-approved' }).click()
      await page.getByTestId('apply-financing-done').waitFor()
    }
    await fill()
    expect(posts).toBe(1)
    const raw = await rawMailContaining(mailDir, email)
    expect(raw).not.toContain('1980-05-06')
    await fill()
    expect(posts).toBe(1)
    await page.context().close()
  })

  it('serves the financing pages; apply-for-financing is minimal when pre-approval is off', async () => {
    const jwt = await token('manager')
    await api(jwt, 'POST', 'globals/finance-settings', { preApprovalEnabled: false })
    try {
      const html = await (await fetch(`${baseUrl}/auto-financing/apply-for-financing`)).text()
      expect(html).toContain('data-layout="minimal"')
    } finally {
      await api(jwt, 'POST', 'globals/finance-settings', { preApprovalEnabled: true })
    }

    for (const [route, heading] of [
      ['/auto-financing', 'Auto Financing'],
      ['/auto-financing/apply-for-financing', 'Get Pre-Approved'],
      ['/auto-financing/free-credit-score-pre-approval', 'Free Credit Score Pre-Approval'],
      ['/auto-financing/better-than-buy-here-pay-here', 'Better Than Buy Here Pay Here'],
      ['/auto-financing/bad-credit-auto-financing', 'Bad Credit Auto Financing'],
    ]) {
      const res = await fetch(baseUrl + route)
      expect(res.status, route).toBe(200)
      expect(await res.text()).toContain(`>${heading}</h1>`)
    }
  })
})
