/**
 * Issue 34, acceptance "End to end in Chromium": the demo sales user signs in and is sent to set up
 * an authenticator app; they enrol with a code computed from the key the page shows, open a lead from
 * the leads list, then its credit application, and reveal the SSN. Signing in again asks for a code;
 * a recovery code works once and not twice; five wrong codes lock the account. Every step is in the
 * audit log.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { followAdminLink, staffAuthHeaders, staffToken } from '../../support/staff'
import { forgetSecondFactor } from '../../support/staff-second-factor'
import { DEMO_USERS } from '@/seed/data/users'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { codeAt } from '@/services/staff-auth/totp'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
const sales = DEMO_USERS.find((u) => u.role === 'sales')!
const SSN = '219-09-9876'

async function asAdmin(method: string, path: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { method, headers: staffAuthHeaders(await staffToken(baseUrl, 'admin')) })
}

async function salesUserId(): Promise<number> {
  const res = await asAdmin('GET', `/api/users?where[email][equals]=${encodeURIComponent(sales.email)}&depth=0`)
  return ((await res.json()) as { docs: { id: number }[] }).docs[0].id
}

/** A shopper's credit application, sent as the site's form sends it: the lead, the shopper's e-mail, the application. */
async function creditApplication(): Promise<{ leadId: number; email: string; appId: number }> {
  const data = JSON.parse(JSON.stringify(VALID_BODIES.FULL_CREDIT_APP)) as { applicant: Record<string, string> }
  const email = `second-factor-${Date.now()}@example.com`
  data.applicant.email = email
  data.applicant.ssn = SSN
  delete (data as { coApplicant?: unknown }).coApplicant
  const lead = await fetch(`${baseUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ formType: 'FULL_CREDIT_APP', data }),
  })
  expect(lead.status).toBe(201)
  const { id } = (await lead.json()) as { id: number }
  const apps = await asAdmin('GET', `/api/credit-applications?where[lead][equals]=${id}&depth=0`)
  return { leadId: id, email, appId: ((await apps.json()) as { docs: { id: number }[] }).docs[0].id }
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`)
  await page.locator('#field-email').fill(sales.email)
  await page.locator('#field-password').fill(sales.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin\/two-factor/, { timeout: 30_000 })
}

async function typeCode(page: Page, code: string, button: string): Promise<void> {
  const field = page.getByLabel(/^Code from the app/)
  await field.fill(code)
  await page.getByRole('button', { name: button }).click()
}

afterAll(async () => {
  // The demo sales user leaves as the run found it: no second factor (the next sign-in enrols).
  await asAdmin('POST', `/api/users/${await salesUserId()}/second-factor/reset`)
  forgetSecondFactor(sales.email)
})

describe('the second factor, as the demo sales user meets it (issue 34)', () => {
  it('enrols at the first sign-in, opens a lead, reveals an SSN, then needs a code, a recovery code once, and locks after five wrong codes', async () => {
    const since = new Date().toISOString()
    const salesId = await salesUserId()
    // As on a fresh machine: the demo sales user has no second factor yet.
    expect((await asAdmin('POST', `/api/users/${salesId}/second-factor/reset`)).status).toBe(200)
    forgetSecondFactor(sales.email)
    const { leadId, email, appId } = await creditApplication()

    const page = await chromium.page()
    await signIn(page)
    await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor()
    expect(await page.getByRole('img', { name: 'QR code of your authenticator key' }).locator('svg').count()).toBe(1)
    const key = (await page.getByTestId('totp-key').textContent())!.trim()
    expect(key).toMatch(/^[A-Z2-7]{32}$/)

    // Nothing else opens before the second factor: the leads list sends the person back here.
    await page.goto(`${baseUrl}/admin/collections/leads`)
    await page.waitForURL(/\/admin\/two-factor/)
    expect(
      await page.evaluate(async () => (await fetch('/api/leads?limit=1', { credentials: 'include' })).status),
    ).toBe(403)

    await typeCode(page, codeAt(key, new Date()), 'Turn on the second factor')
    const codes = page.getByTestId('recovery-codes').locator('li')
    await expect.poll(() => codes.count(), { timeout: 20_000 }).toBe(10)
    const recovery = (await codes.allTextContents()).map((c) => c.trim())
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/collections/leads')

    // The leads list now opens, with the shopper's lead; its page shows who sent it.
    await page.goto(`${baseUrl}/admin/collections/leads?limit=10`)
    const row = page.getByRole('link', { name: new RegExp(`<${email.replace(/[.]/g, '\\.')}>`) }).first()
    await row.waitFor({ timeout: 20_000 })
    await followAdminLink(page, row, new RegExp(`/admin/collections/leads/${leadId}$`))
    const title = page.locator('#field-title')
    await expect.poll(() => title.inputValue(), { timeout: 20_000 }).toBe(`Jane Doe <${email}>`)

    await page.goto(`${baseUrl}/admin/collections/credit-applications/${appId}`)
    const ssn = page.getByTestId('applicant-ssn')
    await expect.poll(() => ssn.textContent(), { timeout: 30_000 }).toBe('***-**-****')
    await page.getByRole('button', { name: 'Reveal (logged)' }).click()
    await expect.poll(() => ssn.textContent()).toBe(SSN)

    // Signing out ends this browser's pass: signing in again asks for a code.
    await page.goto(`${baseUrl}/admin/logout`)
    await page.waitForURL(/\/admin\/login/, { timeout: 30_000 })
    await signIn(page)
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor()

    // A recovery code works once…
    await typeCode(page, recovery[0], 'Continue')
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/two-factor'), { timeout: 30_000 })
    await page.goto(`${baseUrl}/admin/logout`)
    await page.waitForURL(/\/admin\/login/, { timeout: 30_000 })
    await signIn(page)
    // …and not twice.
    await typeCode(page, recovery[0], 'Continue')
    const error = page.getByTestId('second-factor-error')
    await expect.poll(() => error.textContent()).toMatch(/That code is not right/)

    // Four more wrong codes (five in all) lock the account; then even a right code is refused.
    const wrong = codeAt(key, new Date()) === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      await typeCode(page, wrong, 'Continue')
      await expect.poll(() => error.textContent()).toMatch(i < 3 ? /That code is not right/ : /locked/)
    }
    await typeCode(page, codeAt(key, new Date(Date.now() + 30_000)), 'Continue')
    await expect.poll(() => error.textContent()).toMatch(/locked/)
    expect(page.url()).toContain('/admin/two-factor')
    await page.context().close()

    // The audit log holds every step.
    const audit = await asAdmin(
      'GET',
      `/api/audit-events?where[createdAt][greater_than]=${encodeURIComponent(since)}&limit=200&depth=0&sort=createdAt`,
    )
    expect(audit.status).toBe(200)
    const events = ((await audit.json()) as { docs: { action: string; actorEmail?: string | null }[] }).docs
    const salesActions = events.filter((e) => e.actorEmail === sales.email).map((e) => e.action)
    expect(events.map((e) => e.action)).toContain('second-factor-reset')
    for (const action of [
      'sign-in',
      'second-factor-enrolled',
      'credit-data-reveal',
      'recovery-code-used',
      'second-factor-failed',
      'second-factor-locked',
    ])
      expect(salesActions, action).toContain(action)
    expect(salesActions.filter((a) => a === 'second-factor-failed').length).toBeGreaterThanOrEqual(4)
    // Three sign-ins and a dozen admin pages: about 85 s alone on a two-core machine, past the
    // project's 90 s default once the machine is busy.
  }, 180_000)
})
