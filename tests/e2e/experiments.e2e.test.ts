/**
 * Experiments apply their variant (issue 8 "Experiments"; visitor-layer.md section 3: settings merged
 * into public config, popups, langs; decision 0105). Marketing builds, through the admin's REST API,
 * an experiment with 100 % weight on one variant that overrides the cookie banner copy and the
 * accent colour and switches on a popup that is off for the site, targeted by a URL parameter. A
 * visitor who arrives with that parameter gets the variant; a visitor without it sees the defaults.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { popupsDue } from '../support/shell-state'
import { hydrated } from '../support/hydrated'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
let token = ''
let popupDocId: number | null = null
let experimentDocId: number | null = null

const OVERRIDE = 'E2E variant: cookies help us find you a better deal.'
const POPUP_TITLE = 'E2E variant-only offer'
const ACCENT = '#2563eb'

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}

beforeAll(async () => {
  token = await staffToken(baseUrl, 'marketing')
  // Published but switched off for the site: only the variant switches it on.
  const popup = await api('POST', '/api/popups', {
    _status: 'published',
    active: false,
    name: 'E2E variant-only offer',
    popupId: 'e2e-variant-offer',
    conditions: [{ pages: { paths: ['/contact-us'] } }],
    component: { type: 'html', title: POPUP_TITLE, html: '<p>Only visitors in the test variant see this.</p>' },
    settings: { component: 'PrimeDialog', closeButton: true },
    background: { modal: true },
  })
  popupDocId = (popup.doc as { id: number }).id
  const experiment = await api('POST', '/api/experiment-definitions', {
    name: 'e2e-banner-copy',
    active: true,
    description: 'End-to-end test of applying a variant.',
    variants: [
      {
        name: 'treatment',
        weight: 100,
        settings: { accentColor: ACCENT, gtmId: 'GTM-IGNORED' },
        popups: [popupDocId],
        langs: { 'consent.en.banner.text': OVERRIDE },
      },
    ],
    targeting: { urlParams: [{ param: 'utm_campaign', value: 'e2e-exp' }] },
  })
  experimentDocId = (experiment.doc as { id: number }).id
})

afterAll(async () => {
  if (experimentDocId !== null)
    await api('DELETE', `/api/experiment-definitions/${experimentDocId}`).catch(() => undefined)
  if (popupDocId !== null) await api('DELETE', `/api/popups/${popupDocId}`).catch(() => undefined)
})

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP_TITLE })
const accent = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--accent').trim().toLowerCase())

/** The footer's "Cookie settings" link brings the banner back (a visitor who already chose). */
async function bannerText(page: Page): Promise<string> {
  await page.locator('a[href="#cookie-settings"]').first().click()
  const banner = page.getByTestId('consent-banner')
  await banner.waitFor()
  return banner.locator('.consent-banner__text').innerText()
}

describe('experiments apply their variant (issue 8)', () => {
  let inside: BrowserContext
  let outside: BrowserContext
  beforeAll(async () => {
    inside = await chromium.context()
    outside = await chromium.context()
  })
  afterAll(async () => {
    await inside?.close()
    await outside?.close()
  })

  it('a visitor in the targeted variant sees its popup, its banner copy and its accent colour', async () => {
    const page = await inside.newPage()
    // The experiments endpoint publishes it, with the variant's popup by its popupId.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${baseUrl}/api/statsig/experiments`)).json()) as { name: string }[]).map((e) => e.name),
        { timeout: 15_000 },
      )
      .toContain('e2e-banner-copy')
    await page.goto(`${baseUrl}/contact-us?utm_campaign=e2e-exp`)
    await hydrated(page)
    // The visitor got a uniqueUserId (functional consent), the key of the bucketing.
    const profile = JSON.parse(
      decodeURIComponent((await inside.cookies()).find((c) => c.name === 'visitorProfile')?.value ?? '{}'),
    ) as { uniqueUserId?: string }
    expect(profile.uniqueUserId).toMatch(/^[0-9a-f-]{36}$/)
    await popup(page).waitFor({ timeout: 15_000 })
    expect(await accent(page)).toBe(ACCENT)
    await page.keyboard.press('Escape')
    await popup(page).waitFor({ state: 'detached' })
    expect(await bannerText(page)).toContain(OVERRIDE)
  })

  it('a visitor outside the targeting sees the site unchanged', async () => {
    const page = await outside.newPage()
    await page.goto(`${baseUrl}/contact-us`)
    await hydrated(page)
    const siteAccent = await accent(page)
    expect(siteAccent).not.toBe(ACCENT)
    // The variant's popup has no timer: in the variant it is due as soon as the runtime evaluates the
    // page (previous test). Outside the variant the runtime evaluated this page without it.
    expect(await popupsDue(page, '/contact-us?')).not.toContain('e2e-variant-offer')
    expect(await popup(page).count()).toBe(0)
    const text = await bannerText(page)
    expect(text.length).toBeGreaterThan(20)
    expect(text).not.toContain(OVERRIDE)
  })
})
