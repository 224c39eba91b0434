import { describe, expect, inject, it } from 'vitest'
import { walkCreditApplication } from '../support/credit-application'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { Page } from 'playwright-core'
import { holdScripts, useBrowser } from '../support/browser'
import { formatVehicleUrl } from '@/domain/inventory'
import { rawMailContaining } from '../support/mail'

/** Issue 6 end to end: VDP payment sliders, the pricing wizard unlocking prices, the full credit application. */
const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
const chromium = useBrowser()

async function freshPage(mobile = false): Promise<Page> {
  return chromium.page({ mobile })
}

async function api(jwt: string, method: string, route: string, data?: unknown) {
  const res = await fetch(`${baseUrl}/api/${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(jwt) },
    body: data ? JSON.stringify(data) : undefined,
  })
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
    const vdpUrl = await firstVehicleUrl(page)
    // The cards' estimates name their inputs and the spec's disclaimers (issue 6, site.md sections 5 and 9).
    const footnote = page.getByTestId('estimate-footnote')
    expect(await footnote.innerText()).toContain(
      'Estimated payment with $1,000 down, no trade-in, 72 months at 6.9% APR (credit score 850)',
    )
    expect(await footnote.innerText()).toContain('documentary fee of $367.70')
    expect(await footnote.innerText()).toContain(
      'Incentive eligibility, trade payoff and trade allowance must be verified by the dealer.',
    )
    await page.goto(vdpUrl)
    const panel = page.getByRole('region', { name: 'Estimate your payment' })
    await panel.waitFor()
    const monthly = panel.getByTestId('payment-monthly')
    const before = money(await monthly.textContent())
    expect(before).toBeGreaterThan(0)
    // One engine: the advertised "Est. $X/mo" is the panel's untouched figure.
    expect(money(await page.locator('.vdp__summary .price__monthly strong').textContent())).toBe(before)
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

    const bad = await fetch(`${baseUrl}/api/payment-estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price: 20000, creditScore: 395 }),
    })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({ error: 'Credit score must be between 400 and 850.', field: 'creditScore' })
    const good = await fetch(`${baseUrl}/api/payment-estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price: 20000, termMonths: 60 }),
    })
    expect(good.status).toBe(200)
    expect(((await good.json()) as { apr: number }).apr).toBe(7.4)
  })

  it('a slider moved before the page has taken over still sets the estimate', async () => {
    const page = await freshPage(true)
    const vdpUrl = await firstVehicleUrl(page)
    // Hold the page's scripts (not its styles), as a slow phone does, while the shopper already moves a slider.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    // The HTML arrives and shows; the held scripts keep DOMContentLoaded and hydration waiting.
    await page.goto(vdpUrl, { waitUntil: 'commit' })
    const score = page.getByLabel(/^Credit score/)
    await score.waitFor()
    await score.focus()
    await page.keyboard.press('Home')
    expect(await score.inputValue()).toBe('400')
    // And asks for the down payment as a percent of the price.
    await page.getByLabel('Percent of price').check()
    release()
    const panel = page.getByRole('region', { name: 'Estimate your payment' })
    await expect.poll(() => panel.getByTestId('payment-apr').textContent(), { timeout: 20_000 }).toBe('16.9%')
    await expect.poll(() => panel.getByTestId('payment-downPayment-value').textContent()).toMatch(/^\d+% \(\$/)
    expect(await page.getByLabel('Percent of price').isChecked()).toBe(true)
    await page.context().close()
  })

  it('on a slow phone, a down payment typed into the pricing wizard before the scripts ran is kept when they run', async () => {
    const jwt = await staffToken(baseUrl, 'manager')
    const settings = (await api(jwt, 'GET', 'globals/dealership-settings?depth=0')) as { unlockRequired: string[] }
    await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: ['used'] })
    try {
      const context = await chromium.context({ mobile: true })
      const page = await context.newPage()
      const vdp = await firstVehicleUrl(page)
      const release = await holdScripts(context)
      await page.goto(`${vdp}#personalize`, { waitUntil: 'commit' })
      const wizard = page.getByTestId('pricing-wizard')
      const down = wizard.getByLabel(/^Down payment/)
      await down.waitFor()
      await down.fill('1500')
      release()
      // Hydrated: the Next button is enabled, and the saved-progress read has run.
      await wizard.locator('button:not([disabled])', { hasText: 'Next' }).waitFor({ timeout: 20_000 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
      expect(await down.inputValue()).toBe('1500')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await expect.poll(() => wizard.getByLabel(/^Down payment/).count()).toBe(0)
      expect(await wizard.getByText('This field is required').count()).toBe(0)
      await context.close()
    } finally {
      await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: settings.unlockRequired })
    }
  })

  it('locks prices until the pricing wizard is done, resumes it after a reload, then unlocks prices and private vehicles', async () => {
    const jwt = await staffToken(baseUrl, 'manager')
    const settings = (await api(jwt, 'GET', 'globals/dealership-settings?depth=0')) as { unlockRequired: string[] }
    const list = (await api(
      jwt,
      'GET',
      'vehicles?where[status][equals]=available&where[private][equals]=false&where[condition][equals]=used&limit=2&depth=0&sort=-price',
    )) as {
      docs: Array<{
        id: number
        vin: string
        year: number
        make: string
        model: string
        trim?: string | null
        condition: 'used'
      }>
    }
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
      // A private vehicle's link shows the unlock gate, not the vehicle, to a visitor who has not unlocked (issue 15).
      await page.goto(hiddenUrl)
      await page.getByTestId('private-vehicle-gate').waitFor()
      expect(await page.locator('.vdp').count()).toBe(0)

      await page.goto(`${vdp}#personalize`)
      const wizard = page.getByTestId('pricing-wizard')
      // An empty answer is refused; seeing the message also tells us the wizard is hydrated, so the
      // typing below is not reset by hydration (the old fill-first order was flaky under load).
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByText('This field is required').waitFor()
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
      const wizardEmail = `wizard-${Date.now()}@example.com`
      await w.getByLabel(/^E-mail/).fill(wizardEmail)
      await w.getByLabel(/^Phone/).fill('(309) 555-0199')
      await w.getByRole('button', { name: 'Unlock my price' }).click()
      await page.getByRole('heading', { name: 'Access Granted!' }).waitFor()
      expect(await page.getByTestId('toast').first().innerText()).toContain('Access Granted!')
      // Completion sends an UNLOCK_PRICE lead with the wizard's answers (routed as "Personalized Price").
      const unlockMail = await rawMailContaining(mailDir, wizardEmail)
      expect(unlockMail).toContain('Personalized Price')
      // ...and saves the visitor profile (visitor-layer.md section 4), which later forms start from.
      const profile = (await page.context().cookies()).find((c) => c.name === 'visitorProfile')
      expect(JSON.parse(decodeURIComponent(profile?.value ?? '{}'))).toMatchObject({
        firstName: 'Wanda',
        lastName: 'Wizard',
        email: wizardEmail,
      })
      // The done step offers keep browsing, get pre-approved or value my trade (site.md section 4).
      const done = page.getByTestId('pricing-wizard')
      expect(await done.getByRole('link', { name: 'Get pre-approved' }).getAttribute('href')).toBe(
        '/auto-financing/apply-for-financing',
      )
      expect(await done.getByRole('link', { name: 'Value my trade' }).getAttribute('href')).toBe('/sell-trade-my-car')
      await done.getByRole('button', { name: 'Keep browsing' }).click()
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

  it("shows the server's field errors at the wizard's fields, on the step that asks for them (issue 36)", async () => {
    const jwt = await staffToken(baseUrl, 'manager')
    const settings = (await api(jwt, 'GET', 'globals/dealership-settings?depth=0')) as { unlockRequired: string[] }
    await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: ['used'] })
    const page = await freshPage()
    try {
      const vdp = await firstVehicleUrl(page)
      // Straight to the last step with answers the wizard's own checks accept.
      await page.evaluate(() =>
        window.localStorage.setItem(
          'pricingWizard:v1',
          JSON.stringify({ step: 'personal', answers: { downPayment: '1000', hasTradeIn: 'no', creditScore: '720' } }),
        ),
      )
      // The real server, sent a down payment past the spec's bounds, answers 422 with its field
      // errors: what a wizard whose slider bounds (dealership settings) are wider than the spec's
      // would meet. The request is changed on its way; the answer is the server's own.
      await page.route('**/api/leads', async (route) => {
        const sent = route.request().postDataJSON() as { formType: string; data: Record<string, unknown> }
        const response = await route.fetch({
          postData: JSON.stringify({ ...sent, data: { ...sent.data, downPayment: 25000 } }),
        })
        await route.fulfill({ response })
      })
      await page.goto(`${vdp}#personalize`)
      const w = page.getByTestId('pricing-wizard')
      await w.getByLabel(/^First name/).fill('Fiona')
      await w.getByLabel(/^Last name/).fill('Field')
      await w.getByLabel(/^E-mail/).fill(`wizard-422-${Date.now()}@example.com`)
      await w.getByLabel(/^Phone/).fill('(309) 555-0167')
      await w.getByRole('button', { name: 'Unlock my price' }).click()
      await page.getByTestId('toast').filter({ hasText: 'There was an error saving your information.' }).waitFor()
      // The visitor is taken to the step that asks for the down payment, and the message is at its field.
      const down = w.getByLabel(/^Down payment/)
      await down.waitFor()
      expect(await down.getAttribute('aria-invalid')).toBe('true')
      const describedBy = (await down.getAttribute('aria-describedby')) ?? ''
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toBe(
        'Down payment must be between $0 and $20,000.',
      )
      expect(await down.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await page.getByRole('heading', { name: 'Access Granted!' }).count()).toBe(0)
    } finally {
      await page.context().close()
      await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: settings.unlockRequired })
    }
  })

  it("unlocks private inventory through the gate form (UNLOCK_INVENTORY); a failed save shows the spec's error", async () => {
    const jwt = await staffToken(baseUrl, 'manager')
    const settings = (await api(jwt, 'GET', 'globals/dealership-settings?depth=0')) as { unlockRequired: string[] }
    const list = (await api(
      jwt,
      'GET',
      'vehicles?where[status][equals]=available&where[private][equals]=false&where[condition][equals]=used&limit=2&depth=0&sort=-price',
    )) as {
      docs: Array<{
        id: number
        vin: string
        year: number
        make: string
        model: string
        trim?: string | null
        condition: 'used'
      }>
    }
    const hidden = list.docs[1]
    const hiddenPath = formatVehicleUrl({ ...hidden, trim: hidden.trim ?? null } as never)
    await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: ['used'] })
    await api(jwt, 'PATCH', `vehicles/${hidden.id}`, { private: true })
    try {
      const page = await freshPage()
      // The wizard's save failure: 'Error' / 'There was an error saving your information.' (site.md section 8).
      const vdp = await firstVehicleUrl(page)
      // Straight to the last step: the wizard resumes from this browser's storage.
      await page.evaluate(() =>
        window.localStorage.setItem(
          'pricingWizard:v1',
          JSON.stringify({ step: 'personal', answers: { downPayment: '1000', hasTradeIn: 'no', creditScore: '720' } }),
        ),
      )
      await page.goto(`${vdp}#personalize`)
      await page.route('**/api/leads', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
      )
      const w = page.getByTestId('pricing-wizard')
      await w.getByLabel(/^First name/).fill('Gina')
      await w.getByLabel(/^Last name/).fill('Gate')
      await w.getByLabel(/^E-mail/).fill(`gate-fail-${Date.now()}@example.com`)
      await w.getByLabel(/^Phone/).fill('(309) 555-0166')
      await w.getByRole('button', { name: 'Unlock my price' }).click()
      const toast = page.getByTestId('toast').filter({ hasText: 'There was an error saving your information.' })
      await toast.waitFor()
      expect(await toast.innerText()).toContain('Error')
      expect(await page.getByRole('heading', { name: 'Access Granted!' }).count()).toBe(0)

      // The gate on the list: the same error when saving fails, then the real thing.
      await page.goto(`${baseUrl}/cars-for-sale?sort=priceHigh`)
      expect(await page.locator(`a[href="${hiddenPath}"]`).count()).toBe(0)
      await page.getByText('Unlock private inventory and prices').click()
      const gate = page.getByRole('form', { name: 'Unlock private inventory' })
      // The contact consent wording sits beside the form that sends the details (site.md section 5).
      await gate
        .getByText(/by e-mail, phone or text message, including by auto-dialers and prerecorded messages/)
        .waitFor()
      const email = `gate-${Date.now()}@example.com`
      await gate.getByLabel(/^First name/).fill('Gina')
      await gate.getByLabel(/^Last name/).fill('Gate')
      await gate.getByLabel(/^E-mail/).fill(email)
      await gate.getByLabel(/^Phone/).fill('(309) 555-0166')
      await gate.getByRole('button', { name: 'Unlock inventory' }).click()
      await expect
        .poll(() =>
          page.getByTestId('toast').filter({ hasText: 'There was an error saving your information.' }).count(),
        )
        .toBeGreaterThan(0)
      await page.unroute('**/api/leads')
      await gate.getByRole('button', { name: 'Unlock inventory' }).click()
      await page.getByTestId('toast').filter({ hasText: 'Access Granted!' }).waitFor()
      // The page re-renders unlocked: the private vehicle is listed, prices show, the gate is gone.
      await page.locator(`a[href="${hiddenPath}"]`).first().waitFor()
      expect(await page.getByText('Unlock private inventory and prices').count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Calculate now' }).count()).toBe(0)
      expect((await page.goto(`${baseUrl}${hiddenPath}`))?.status()).toBe(200)
      const raw = await rawMailContaining(mailDir, email)
      expect(raw).toContain('Private Inventory Unlock')
      await page.context().close()
    } finally {
      await api(jwt, 'PATCH', `vehicles/${hidden.id}`, { private: false })
      await api(jwt, 'POST', 'globals/dealership-settings', { unlockRequired: settings.unlockRequired })
    }
  })

  it('takes a full credit application step by step and e-mails it without the SSN', async () => {
    const email = `credit-${Date.now()}@example.com`
    const page = await freshPage(true)
    await walkCreditApplication(
      page,
      baseUrl,
      {
        firstName: 'Carla',
        lastName: 'Credit',
        email,
        phone: '(309) 555-0123',
        ssn: '123-45-6789',
        dateOfBirth: '1985-04-12',
      },
      { refusedSsn: '666-12-3456' },
    )
    expect(await page.getByRole('link', { name: 'Electronic Signature Disclosure' }).getAttribute('href')).toBe(
      '/legal/electronic-signature-disclosure',
    )
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

  it('names each missing part of an empty address and each mistyped amount at its field, and focuses the first wrong field', async () => {
    const page = await freshPage()
    let posts = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads') && r.method() === 'POST') posts++
    })
    await page.goto(`${baseUrl}/auto-financing/apply-for-financing`)
    await page.locator('[data-layout="default"]').waitFor()
    const form = page.getByRole('form', { name: 'Get pre-approved' })
    await form.getByLabel(/^First name/).fill('Ada')
    await form.getByLabel(/^Last name/).fill('Address')
    await form.getByLabel(/^E-mail/).fill(`no-address-${Date.now()}@example.com`)
    await form.getByLabel(/^Phone/).fill('(309) 555-0178')
    await form.getByLabel(/^Date of birth/).fill('1980-05-06')
    await form.getByLabel(/soft credit check/).check()
    await form.getByRole('button', { name: 'Get pre-approved' }).click()
    for (const label of [/^Street address/, /^City/, /^State/, /^ZIP code/]) {
      const input = form.getByLabel(label)
      await expect.poll(() => input.getAttribute('aria-invalid'), { message: String(label) }).toBe('true')
      const describedBy = String(await input.getAttribute('aria-describedby'))
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toBe('This field is required')
    }
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('address.street')
    // Then only the e-mail is wrong: focus goes to it, not to the field wrong the time before.
    await form.getByLabel(/^Street address/).fill('1 Elm St')
    await form.getByLabel(/^City/).fill('Rockford')
    await form.getByLabel(/^State/).fill('IL')
    await form.getByLabel(/^ZIP code/).fill('61108')
    await form.getByLabel(/^E-mail/).fill('not-an-address')
    await form.getByRole('button', { name: 'Get pre-approved' }).click()
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('email')
    // Amounts typed wrong are named as such, not as missing.
    await form.getByLabel(/^E-mail/).fill(`no-address-${Date.now()}@example.com`)
    await form.getByLabel(/^Monthly income/).fill('lots')
    await form.getByLabel(/^Down payment/).fill('25000')
    await form.getByRole('button', { name: 'Get pre-approved' }).click()
    for (const [label, message] of [
      [/^Monthly income/, 'Please enter an amount in dollars'],
      [/^Down payment/, 'Please enter an amount from $0 to $20,000'],
    ] as const) {
      const input = form.getByLabel(label)
      await expect.poll(() => input.getAttribute('aria-invalid'), { message: String(label) }).toBe('true')
      const describedBy = String(await input.getAttribute('aria-describedby'))
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toBe(message)
    }
    expect(posts).toBe(0)
    await page.context().close()
  })

  it('sends the pre-approval once, then skips it when nothing in the profile changed (visitor-layer.md 5)', async () => {
    const page = await freshPage()
    let posts = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads') && r.method() === 'POST') posts++
    })
    const email = `preapproval-${Date.now()}@example.com`
    const fill = async (release?: () => void) => {
      await page.goto(`${baseUrl}/auto-financing/apply-for-financing`, { waitUntil: release ? 'commit' : 'load' })
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
      release?.()
      await page.getByRole('button', { name: 'Get pre-approved' }).click()
      await page.getByTestId('apply-financing-done').waitFor()
    }
    await fill()
    expect(posts).toBe(1)
    const raw = await rawMailContaining(mailDir, email)
    expect(raw).not.toContain('1980-05-06')
    // Again on a slow phone: everything typed and ticked before the scripts ran, which then keep it.
    await fill(await holdScripts(page.context()))
    expect(posts).toBe(1)
    await page.context().close()
  })

  it('serves the financing pages; apply-for-financing is minimal when pre-approval is off', async () => {
    const jwt = await staffToken(baseUrl, 'manager')
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

    // What each page promises (site.md sections 1, 2 and 9), read as a visitor reads it.
    const page = await freshPage()
    await page.goto(`${baseUrl}/auto-financing`)
    const overview = await page.locator('main').innerText()
    expect(overview).toContain('7.4% APR for 60 months costs about $20 per month per $1,000 financed.')
    expect(overview).toContain('Estimated $325 per month with $500 down over 72 months at 6.9% APR.')
    // The spec's sample lease expired on 3/3/2025: never advertised past its date (issue 37,
    // decision 0311; tests/e2e/offer-expiry.e2e.test.ts prints it with a later date).
    expect(overview).not.toContain('Sample lease:')
    expect(overview).toContain('a 30-day drive fee of $10.00, plus state sales tax and title fees.')
    await page.goto(`${baseUrl}/auto-financing/free-credit-score-pre-approval`)
    const preApproval = await page.locator('main').innerText()
    expect(preApproval).toContain('A soft check: no effect on your credit score.')
    expect(preApproval).toContain('typically within 24-48 hours')
    await page.goto(`${baseUrl}/auto-financing/better-than-buy-here-pay-here`)
    expect(await page.getByRole('table').getByRole('columnheader', { name: 'Buy here pay here' }).count()).toBe(1)
    await page.goto(`${baseUrl}/auto-financing/bad-credit-auto-financing`)
    expect((await page.locator('main').innerText()).trim()).toBe('Bad Credit Auto Financing')
    await page.context().close()
  })
})
