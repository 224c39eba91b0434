import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { buildChecked, consentApplied } from '../support/shell-state'
import { loginAs, staffToken, staffAuthHeaders } from '../support/staff'
import { smsCodeIn } from '../support/sms'
import { routeNameOf } from '@/domain/popups/page-view'
import { keepGlobals } from '../support/keep-globals'
import { hydrated } from '../support/hydrated'

/**
 * Issue 8 remainder end to end: phone verification with the local SMS outbox, the chat widget
 * behind consent (a local stub script routed by Playwright), PageView skipped on vehicle pages,
 * the experiments client without experiments, and the version check.
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings', 'consent-settings'])
const smsOutboxDir = inject('smsOutboxDir')
const CHAT_URL = 'https://chat.widget.test/loader.js'
const chromium = useBrowser()
let token = ''

async function api(apiPath: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${apiPath}: ${res.status} ${await res.text()}`)
}

beforeAll(async () => {
  token = await staffToken(baseUrl, 'marketing')
})
afterAll(async () => {
  await api('/api/globals/site-settings', { chatScriptUrl: null, chatHosts: [] }).catch(() => undefined)
})

const smsCodeFor = (e164: string) => smsCodeIn(smsOutboxDir, e164)

const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e && e.event === n,
      ),
    name,
  )

describe('phone verification (issue 8)', () => {
  it('phone step, code from the SMS outbox, wrong code under the code field, then verified in the profile and shown masked in the next form', async () => {
    const context = await chromium.context()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/verify-phone`)
    const form = page.getByTestId('phone-verification-form')
    await form.getByLabel('Mobile phone').fill('555-555-5555')
    await form.getByRole('button', { name: 'Send code' }).click()
    await form.getByText('Phone number is invalid by regex').waitFor()

    await form.getByLabel('Mobile phone').fill('(309) 555-0177')
    await form.getByRole('button', { name: 'Send code' }).click()
    await form.getByLabel('Verification code').waitFor()
    const code = await smsCodeFor('+13095550177')

    await form.getByLabel('Verification code').fill('12345')
    await form.getByRole('button', { name: 'Verify' }).click()
    await form.getByText('Code must be 6 digits').waitFor()

    await form.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
    await form.getByRole('button', { name: 'Verify' }).click()
    // The server's error goes to the code field on the code step (section 7).
    await page
      .locator('#phone-verification-code-error')
      .getByText('That code is not right. Check the text message and try again.')
      .waitFor()

    await form.getByLabel('Verification code').fill(code)
    await form.getByRole('button', { name: 'Verify' }).click()
    await page.getByTestId('phone-verified').waitFor()
    const profile = JSON.parse(
      decodeURIComponent((await context.cookies()).find((c) => c.name === 'visitorProfile')?.value ?? '{}'),
    ) as Record<string, unknown>
    expect(profile).toMatchObject({ phone: '+13095550177', phoneVerified: true })

    // The next form prefills the number kept in the profile, shown in the input mask (site.md
    // section 5), and an edit starts from what is shown.
    await page.goto(`${baseUrl}/contact-us`)
    const phone = page.getByLabel(/^Phone/)
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[type=tel]')?.value ?? '') !== '')
    expect(await phone.inputValue()).toBe('+1 (309) 555-0177')
    await phone.press('End')
    await phone.press('Backspace')
    expect(await phone.inputValue()).toBe('+1 (309) 555-017')
    await phone.press('8')
    expect(await phone.inputValue()).toBe('+1 (309) 555-0178')
    await context.close()
  })

  it('the SMS outbox is readable in the admin by sales', async () => {
    const context = await chromium.context()
    const page = await context.newPage()
    await loginAs(page, baseUrl, 'sales')
    await page.goto(`${baseUrl}/admin/sms-outbox`)
    await page.getByTestId('sms-outbox').getByText('+13095550177').first().waitFor()
    await context.close()
  })
})

describe('chat widget (issue 8)', () => {
  it("loads only after consent; Conversation Started fires ConversationStarted, without the customer's details", async () => {
    await api('/api/globals/site-settings', { chatScriptUrl: CHAT_URL, chatHosts: ['https://api.chat.widget.test'] })
    await api('/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
    const context = await chromium.context({ consent: false })
    let loads = 0
    await context.route(CHAT_URL, (route) => {
      loads += 1
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: "window.onChatEvent && window.onChatEvent('Conversation Started', { customer_name: 'Jane Q Public', customer_phone: '(309) 555-0142' })",
      })
    })
    const page = await context.newPage()
    const response = await page.goto(baseUrl)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/connect-src [^;]*https:\/\/chat\.widget\.test/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.chat\.widget\.test/)
    const banner = page.getByTestId('consent-banner')
    await banner.waitFor()
    // The widget has acted on the consent in force (essential only): its script was not injected.
    await consentApplied(page, 'chat')
    expect(await page.locator('script[data-chat-widget]').count()).toBe(0)
    expect(loads).toBe(0)
    await banner.getByRole('button', { name: 'Accept all', exact: true }).click()
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1)
    await expect
      .poll(async () => (await dataLayerEvents(page, 'ConversationStarted')).length, { timeout: 10_000 })
      .toBe(1)
    const [event] = await dataLayerEvents(page, 'ConversationStarted')
    // The customer's name and phone reach Meta only as hashed user_data, never the dataLayer (decision 0181).
    expect(event).toMatchObject({ value: 10, currency: 'USD' })
    expect(JSON.stringify(event)).not.toMatch(/Jane|Public|555-0142|5550142/)
    await context.close()
  })

  it('never loads without functional consent', async () => {
    const context = await chromium.context({ consent: false })
    const allowed = ['essential', 'analytics', 'targeting']
    await context.addCookies([
      {
        name: 'visitorProfile',
        value: encodeURIComponent(JSON.stringify({ allowCookies: allowed, displayCookies: 'hide' })),
        domain: '127.0.0.1',
        path: '/',
        secure: true,
        sameSite: 'Lax',
      },
      {
        name: 'allowCookies',
        value: encodeURIComponent(allowed.join(',')),
        domain: '127.0.0.1',
        path: '/',
        secure: true,
        sameSite: 'Lax',
      },
    ])
    let loads = 0
    await context.route(CHAT_URL, (route) => {
      loads += 1
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
    })
    const page = await context.newPage()
    await page.goto(baseUrl)
    await consentApplied(page, 'chat')
    expect(await page.locator('script[data-chat-widget]').count()).toBe(0)
    expect(loads).toBe(0)
    await context.close()
  })
})

describe('PageView (issue 8: skipped on cars-direct-page)', () => {
  it('fires on list pages, not on a vehicle page', async () => {
    const context = await chromium.context()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/cars-for-sale`)
    await expect.poll(async () => (await dataLayerEvents(page, 'PageView')).length, { timeout: 10_000 }).toBe(1)
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    const vehicle = hrefs.find((h) => h.startsWith('/') && routeNameOf(h.split('?')[0]) === 'cars-direct-page')
    expect(vehicle).toBeDefined()
    await page.goto(`${baseUrl}${vehicle}`)
    await page.locator('h1').first().waitFor()
    // The PageView tracker has handled this page (it does so once the consent is known): no PageView.
    await consentApplied(page, 'page-view')
    expect(await dataLayerEvents(page, 'PageView')).toEqual([])
    await context.close()
  })
})

describe('experiments client (issue 8)', () => {
  it('with no experiments it is Ready without fetching /api/experiments', async () => {
    const context = await chromium.context()
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/api/experiments') || req.url().includes('/api/statsig')) fetched.push(req.url())
    })
    await page.goto(baseUrl)
    await hydrated(page)
    expect(fetched).toEqual([])
    const res = await fetch(`${baseUrl}/api/statsig/experiments`)
    expect(await res.json()).toEqual([])
    await context.close()
  })
})

describe('experiments client with an experiment (issue 8)', () => {
  it('loads the definitions asynchronously, then is Ready; the same answer at /api/statsig/experiments', async () => {
    const res = await fetch(`${baseUrl}/api/experiment-definitions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
      body: JSON.stringify({
        name: 'e2e_banner',
        active: true,
        variants: [
          { name: 'control', weight: 1 },
          { name: 'test', weight: 1, settings: { banner: 'b' } },
        ],
      }),
    })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    try {
      const listed = (await (await fetch(`${baseUrl}/api/statsig/experiments`)).json()) as { name: string }[]
      expect(listed.map((e) => e.name)).toEqual(['e2e_banner'])
      const context = await chromium.context()
      const page = await context.newPage()
      const fetched = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/experiments')
      await page.goto(baseUrl)
      await fetched
      await hydrated(page)
      await context.close()
    } finally {
      await fetch(`${baseUrl}/api/experiment-definitions/${id}`, {
        method: 'DELETE',
        headers: { ...staffAuthHeaders(token) },
      })
    }
  })
})

describe('version check (issue 8)', () => {
  it('serves builds/latest.json; a changed build id makes the next link a full page load', async () => {
    const latest = (await (await fetch(`${baseUrl}/builds/latest.json`)).json()) as { buildId: string }
    expect(latest.buildId).toMatch(/\S+/)
    const context = await chromium.context()
    const page = await context.newPage()
    let served = latest.buildId
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildId: served }) }),
    )
    await page.goto(baseUrl)
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1))
    // Same build: after the first check (5 s after load) a link is still a client-side navigation
    // (the page's JavaScript state survives).
    await buildChecked(page, 'same')
    await page.locator('a[href="/contact-us"]').first().click()
    await page.waitForURL('**/contact-us')
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
    // A new build: after the next poll, the next link is a full page load.
    served = 'a-newer-build'
    await page.goto(baseUrl)
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 2))
    await buildChecked(page, 'changed')
    await page.locator('a[href="/contact-us"]').first().click()
    await page.waitForURL('**/contact-us')
    await page.locator('h1').first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined()
    await context.close()
  })
})
