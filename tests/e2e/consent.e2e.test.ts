import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { BrowserContext, Page } from 'playwright-core'
import { holdScripts, useBrowser } from '../support/browser'
import { consentApplied } from '../support/shell-state'
import { fillContactForm } from '../support/contact-form'
import { keepGlobals } from '../support/keep-globals'
import { capiCalls } from '../support/capi-stub'

/**
 * Cookie consent end to end (visitor-layer.md sections 2, 4, 9; issue 8 "Tests"): fake tracker ids
 * in site settings, every tracker host answered by a local stub, and no request before consent.
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings', 'consent-settings'])
const TRACKER_HOSTS = {
  gtm: /googletagmanager\.com\/gtm\.js/,
  ga4: /googletagmanager\.com\/gtag\/js/,
  meta: /connect\.facebook\.net/,
}
type Hit = keyof typeof TRACKER_HOSTS
const chromium = useBrowser()
let token = ''

async function api(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
}
const setConsent = (data: Record<string, unknown>) =>
  api('/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false, ...data })

beforeAll(async () => {
  token = await staffToken(baseUrl, 'marketing')
  await api('/api/globals/site-settings', { gtmId: 'GTM-TEST1', ga4Id: 'G-TEST1', metaPixelId: '1234567890' })
})
afterAll(async () => {
  await setConsent({}).catch(() => undefined)
})

/** A fresh visitor with no decision; every tracker request is recorded and answered locally. */
async function visitor(
  options: { gpc?: boolean; gpcHeaderOnly?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; hits: Hit[] }> {
  const context = await chromium.context({ consent: false })
  if (options.gpc || options.gpcHeaderOnly) await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
  if (options.gpc) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
  }
  const hits: Hit[] = []
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const url = route.request().url()
    for (const [name, pattern] of Object.entries(TRACKER_HOSTS)) if (pattern.test(url)) hits.push(name as Hit)
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* local stub */' })
  })
  return { context, page: await context.newPage(), hits }
}

/** The trackers whose script the tracker loader put in the document, by the names of TRACKER_HOSTS. */
const trackerHosts = (page: Page) =>
  page.evaluate(
    (hosts) =>
      Object.entries(hosts)
        .filter(([, source]) => [...document.scripts].some((s) => new RegExp(source).test(s.src)))
        .map(([name]) => name)
        .sort(),
    Object.fromEntries(Object.entries(TRACKER_HOSTS).map(([name, re]) => [name, re.source])),
  )
const banner = (page: Page) => page.getByTestId('consent-banner')
const bannerLabels = (page: Page) => banner(page).getByRole('button').allInnerTexts()
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value

describe('cookie consent (issue 8)', () => {
  it('serves /.well-known/gpc.json', async () => {
    const res = await fetch(`${baseUrl}/.well-known/gpc.json`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ gpc: true })
  })

  it.each([
    [2, 'Accept all', ['Manage', 'Accept all'], ['gtm', 'ga4', 'meta'], 'essential,functional,analytics,targeting'],
    [
      3,
      'Accept all',
      ['Manage', 'Deny tracking cookies', 'Accept all'],
      ['gtm', 'ga4', 'meta'],
      'essential,functional,analytics,targeting',
    ],
    [
      3,
      'Deny tracking cookies',
      ['Manage', 'Deny tracking cookies', 'Accept all'],
      ['gtm', 'ga4'],
      'essential,functional,analytics',
    ],
  ] as const)(
    'tier %s: nothing loads before "%s", then the allowed trackers do',
    async (tier, click, labels, after, stored) => {
      await setConsent({ tier: String(tier) })
      const { context, page, hits } = await visitor()
      await page.goto(baseUrl)
      await banner(page).waitFor()
      expect(await bannerLabels(page)).toEqual(labels)
      // The tracker loader has acted on the consent in force (essential only): nothing was loaded.
      await consentApplied(page, 'trackers')
      expect(hits).toEqual([])
      await banner(page).getByRole('button', { name: click, exact: true }).click()
      await banner(page).waitFor({ state: 'detached', timeout: 3000 })
      // The loader acts on the choice at once: the allowed trackers' requests arrive, and no other.
      await expect.poll(() => [...new Set(hits)].sort(), { timeout: 10_000 }).toEqual([...after].sort())
      expect(await trackerHosts(page)).toEqual([...after].sort())
      expect(decodeURIComponent((await cookie(context, 'allowCookies')) ?? '')).toBe(stored)
      // The decision holds on the next page: the consent manager removes the served banner, and it stays away.
      await page.goto(`${baseUrl}/contact-us`)
      await banner(page).waitFor({ state: 'detached', timeout: 10_000 })
      await consentApplied(page, 'trackers')
      expect(await banner(page).count()).toBe(0)
      await context.close()
    },
  )

  it.each([
    [0, 0],
    [1, 1],
  ] as const)('tier %s auto-grants everything (banner shown: %s)', async (tier, shown) => {
    await setConsent({ tier: String(tier) })
    const { context, page, hits } = await visitor()
    await page.goto(baseUrl)
    await expect.poll(() => [...new Set(hits)].sort(), { timeout: 10_000 }).toEqual(['ga4', 'gtm', 'meta'])
    expect(await banner(page).count()).toBe(shown)
    if (shown) expect(await bannerLabels(page)).toEqual(['Close & Continue'])
    await context.close()
  })

  it('GPC on: Accept all still sends no targeting request', async () => {
    await setConsent({ tier: '3' })
    const { context, page, hits } = await visitor({ gpc: true })
    await page.goto(baseUrl)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => hits.includes('gtm'), { timeout: 10_000 }).toBe(true)
    // The loader decided on the choice in one go: the pixel was not injected, so it can send nothing.
    expect(await trackerHosts(page)).not.toContain('meta')
    expect(hits).not.toContain('meta')
    expect(decodeURIComponent((await cookie(context, 'allowCookies')) ?? '')).toBe('essential,functional,analytics')
    expect(
      await page.evaluate(() =>
        (window.dataLayer ?? []).some(
          (e) =>
            (e as IArguments)[0] === 'consent' &&
            (e as IArguments)[1] === 'update' &&
            (e as IArguments)[2]?.ad_storage === 'denied',
        ),
      ),
    ).toBe(true)
    await context.close()
  })

  it('GPC from the Sec-GPC header alone (mirrored by the proxy) also blocks targeting', async () => {
    await setConsent({ tier: '2' })
    const { context, page, hits } = await visitor({ gpcHeaderOnly: true })
    await page.goto(baseUrl)
    expect(await cookie(context, 'gpc')).toBe('1')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => [...new Set(hits)].sort(), { timeout: 10_000 }).toEqual(['ga4', 'gtm'])
    expect(await trackerHosts(page)).toEqual(['ga4', 'gtm'])
    await context.close()
  })

  it('sends Consent Mode defaults, denied, before any tag', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    await page.goto(baseUrl)
    const first = await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as IArguments))
    expect(first.slice(0, 2)).toEqual(['consent', 'default'])
    expect(first[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    await context.close()
  })

  it('switches the dialog and banner to Spanish; in both, the privacy link is the words of the sentence that name it', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    await page.goto(baseUrl)
    const sentence = banner(page).locator('.consent-banner__text')
    // Said once, linked in place: "… Read our [privacy policy] to learn more."
    expect(await sentence.innerText()).toBe(
      'We use cookies to run this site, remember your preferences, measure traffic and show relevant offers. Read our privacy policy to learn more.',
    )
    expect(await sentence.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/legal/privacy-policy',
    )
    await banner(page).getByRole('button', { name: 'Manage' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox').selectOption('es')
    await dialog.getByRole('heading', { name: 'Preferencias de cookies' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Guardar y continuar' }).count()).toBe(1)
    expect(await dialog.getByRole('link', { name: 'Política de cookies' }).getAttribute('href')).toBe(
      '/legal/cookie-policy',
    )
    expect(await banner(page).getByRole('button').allInnerTexts()).toContain('Rechazar cookies de seguimiento')
    expect(await sentence.innerText()).toMatch(/Lea nuestra política de privacidad para saber más\.$/)
    expect(await sentence.getByRole('link').innerText()).toBe('política de privacidad')
    await context.close()
  })

  it('works with the keyboard only: focus stays in the dialog, Escape returns it, Save stores the toggles', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    await page.goto(baseUrl)
    await banner(page).waitFor()
    const activeText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '')
    for (let i = 0; i < 80 && (await activeText()) !== 'Manage'; i++) await page.keyboard.press('Tab')
    expect(await activeText()).toBe('Manage')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await activeText()).toBe('Manage')
    // Each toggle starts on, essential is disabled; switch targeting off with Space, save with Enter.
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    expect(await dialog.getByRole('switch', { name: 'Essential' }).isDisabled()).toBe(true)
    expect(
      await dialog.getByRole('switch').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked)),
    ).toEqual([true, true, true, true])
    await dialog.getByRole('switch', { name: 'Targeting' }).focus()
    await page.keyboard.press('Space')
    await dialog.getByRole('button', { name: 'Save & Continue' }).focus()
    await page.keyboard.press('Enter')
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    expect(decodeURIComponent((await cookie(context, 'allowCookies')) ?? '')).toBe('essential,functional,analytics')
    await context.close()
  })

  it('closes the dialog on an outside click and expands a row description', async () => {
    await setConsent({ tier: '2' })
    const { context, page } = await visitor()
    await page.goto(baseUrl)
    await banner(page).getByRole('button', { name: 'Manage' }).click()
    const dialog = page.getByRole('dialog')
    const row = dialog.getByRole('button', { name: 'Analytics' })
    expect(await row.getAttribute('aria-expanded')).toBe('false')
    await row.click()
    await dialog.getByText('Help us understand how visitors use the site').waitFor({ state: 'visible' })
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('respects /legal in show mode, shows there in force mode, and locks the background with the flag', async () => {
    await setConsent({ tier: '3', displayMode: 'show' })
    const { context, page } = await visitor()
    await page.goto(`${baseUrl}/legal/privacy-policy`)
    // The consent manager publishes the consent and decides on the banner in one step: once a part
    // has acted on the consent, the banner is either shown or not for this page.
    await consentApplied(page, 'trackers')
    expect(await banner(page).count()).toBe(0)
    await setConsent({ tier: '3', displayMode: 'force', lockBackground: true })
    await page.goto(`${baseUrl}/legal/privacy-policy`)
    await banner(page).waitFor()
    const style = () =>
      page.evaluate(() => ({ position: document.body.style.position, paddingRight: document.body.style.paddingRight }))
    // The banner is in the served page; the lock comes once the scripts have read the decision.
    await expect.poll(style).toEqual({ position: 'fixed', paddingRight: '15px' })
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    expect(await style()).toEqual({ position: '', paddingRight: '' })
    await context.close()
  })

  it('keeps ad parameters and the profile only with functional consent', async () => {
    await setConsent({ tier: '2' })
    const landing = `${baseUrl}/contact-us?utm_source=google&utm_campaign=spring&gclid=CL1&other=x`
    // Accept all: adsValues written (30 days, secure, lax), click id in localStorage.
    const yes = await visitor()
    await yes.page.goto(landing)
    await banner(yes.page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => cookie(yes.context, 'adsValues'), { timeout: 10_000 }).toBeDefined()
    const ads = (await yes.context.cookies()).find((c) => c.name === 'adsValues')
    expect(JSON.parse(decodeURIComponent(ads?.value ?? '{}'))).toEqual({
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'CL1',
    })
    expect(ads?.secure).toBe(true)
    expect(ads?.sameSite).toBe('Lax')
    expect(Math.round(((ads?.expires ?? 0) - Date.now() / 1000) / 86400)).toBe(30)
    expect(await yes.page.evaluate(() => localStorage.getItem('GClickID'))).toBe('CL1')
    await yes.context.close()
    // Save with functional off: no adsValues, and the profile cookie keeps only the consent record.
    const no = await visitor()
    await no.context.addCookies([
      {
        name: 'visitorProfile',
        value: encodeURIComponent(JSON.stringify({ firstName: 'Ana', email: 'ana@example.com' })),
        domain: '127.0.0.1',
        path: '/',
        secure: true,
        sameSite: 'Lax',
      },
    ])
    await no.page.goto(landing)
    await banner(no.page).getByRole('button', { name: 'Manage' }).click()
    await no.page.getByRole('dialog').getByRole('switch', { name: 'Functional' }).uncheck()
    await no.page.getByRole('dialog').getByRole('button', { name: 'Save & Continue' }).click()
    const stored = async () => JSON.parse(decodeURIComponent((await cookie(no.context, 'visitorProfile')) ?? '{}'))
    await expect
      .poll(stored, { timeout: 10_000 })
      .toEqual({ allowCookies: ['essential', 'analytics', 'targeting'], displayCookies: 'hide' })
    // Ad capture acted on this consent too (it writes at once when it may): nothing was stored.
    await consentApplied(no.page, 'ads')
    expect(await cookie(no.context, 'adsValues')).toBeUndefined()
    await no.context.close()
  })

  it('POST /api/track/facebook forwards to Meta only with targeting consent and a pixel; otherwise it skips', async () => {
    const sent = (eventID: string, allowCookies?: string) =>
      fetch(`${baseUrl}/api/track/facebook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          ...(allowCookies ? { cookie: `allowCookies=${allowCookies}` } : {}),
        },
        body: JSON.stringify({ eventName: 'Lead', eventID }),
      })
    // What reached the Conversions API stub (Meta, at the HTTP boundary) for this event id.
    const atMeta = (eventID: string) =>
      capiCalls(inject('capiDir')).filter((call) => call.body.includes(`"event_id":"${eventID}"`)).length
    const stamp = Date.now()

    // Configured (beforeAll set a pixel; the server has an access token) and consented: forwarded.
    expect((await sent(`e2e-yes-${stamp}`, 'essential,targeting')).status).toBe(202)
    expect(atMeta(`e2e-yes-${stamp}`)).toBe(1)
    // No decision, or no targeting in it: skipped, nothing sent.
    expect((await sent(`e2e-none-${stamp}`)).status).toBe(204)
    expect((await sent(`e2e-func-${stamp}`, 'essential,functional')).status).toBe(204)
    expect([`e2e-none-${stamp}`, `e2e-func-${stamp}`].map(atMeta)).toEqual([0, 0])
    // Meta not configured (no pixel id), whatever the consent: skipped, nothing sent. A saved
    // setting reaches every instance within a second (the data cache's tag), hence the polls.
    let attempt = 0
    const consentedEvent = async () => {
      const id = `e2e-pixel-${stamp}-${++attempt}`
      return { id, status: (await sent(id, 'essential,targeting')).status }
    }
    await api('/api/globals/site-settings', { metaPixelId: '' })
    try {
      let last = { id: '', status: 0 }
      await expect.poll(async () => (last = await consentedEvent()).status, { timeout: 10_000 }).toBe(204)
      expect(atMeta(last.id)).toBe(0)
    } finally {
      await api('/api/globals/site-settings', { metaPixelId: '1234567890' })
      await expect.poll(async () => (await consentedEvent()).status, { timeout: 10_000 }).toBe(202)
    }

    const bad = await fetch(`${baseUrl}/api/track/facebook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ eventName: 'Nope', eventID: 'x' }),
    })
    expect(bad.status).toBe(400)
  })

  it('a contact form fills the profile once consented, firing Lead and Contact with one event id each', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    const events: { eventName: string; eventID: string; value: number; user_data: Record<string, string> }[] = []
    await context.route('**/api/track/facebook', (route) => {
      events.push(route.request().postDataJSON())
      return route.fulfill({ status: 204 })
    })
    await page.goto(`${baseUrl}/contact-us`)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    await page.getByLabel('Inquiry type').selectOption('1')
    await fillContactForm(page, {
      firstName: 'Erin',
      lastName: 'Consent',
      email: `consent-${Date.now()}@example.com`,
      phone: '3095550123',
      message: 'Consent test',
    })
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByTestId('toast').waitFor()
    // The form goes on to the confirmation page, whose PageView is reported too (decision 0074).
    await expect
      .poll(() =>
        events.some(
          (e) =>
            e.eventName === 'PageView' &&
            String((e as { url?: string }).url).includes('/amp-contact-request-confirmation'),
        ),
      )
      .toBe(true)
    const formEvents = events.filter((e) => e.eventName !== 'PageView')
    expect(formEvents.map((e) => [e.eventName, e.value])).toEqual([
      ['Lead', 0],
      ['Contact', 2],
    ])
    expect(formEvents[0]?.user_data.fn).toBe('Erin')
    expect(new Set(formEvents.map((e) => e.eventID)).size).toBe(2)
    const profile = JSON.parse(decodeURIComponent((await cookie(context, 'visitorProfile')) ?? '{}'))
    expect(profile).toMatchObject({ firstName: 'Erin', lastName: 'Consent' })
    await context.close()
  })

  // Decision 0122: the banner is painted with the page, not after the scripts; a visitor who
  // already chose never sees it, even before React runs; without JavaScript it stays out of the way.
  it('the banner is in the page as served: shown before any script runs, never to a visitor who already chose', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    await context.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort())
    await page.goto(`${baseUrl}/contact-us`)
    await banner(page).waitFor({ state: 'visible' })
    expect(await bannerLabels(page)).toEqual(['Manage', 'Deny tracking cookies', 'Accept all'])
    await context.addCookies([
      {
        name: 'visitorProfile',
        value: encodeURIComponent(JSON.stringify({ displayCookies: 'hide', allowCookies: ['essential'] })),
        url: baseUrl,
      },
    ])
    await page.goto(`${baseUrl}/contact-us`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await banner(page).count()).toBe(1)
    expect(await banner(page).isVisible()).toBe(false)
    await context.close()
  })

  it('"Accept all" pressed before the scripts ran counts once they run: the trackers load and the choice is stored', async () => {
    await setConsent({ tier: '3' })
    const { context, page, hits } = await visitor()
    // The page's scripts held back while the visitor presses, as on a slow phone (decision 0296).
    const release = await holdScripts(context)
    await page.goto(`${baseUrl}/contact-us`, { waitUntil: 'domcontentloaded' })
    const accept = banner(page).getByRole('button', { name: 'Accept all' })
    await accept.click()
    // Nothing seemed to happen, so the visitor presses again: still one choice.
    await accept.click()
    expect(hits).toEqual([])
    release()
    await banner(page).waitFor({ state: 'detached', timeout: 10_000 })
    await expect.poll(() => [...new Set(hits)].sort(), { timeout: 10_000 }).toEqual(['ga4', 'gtm', 'meta'])
    expect(decodeURIComponent((await cookie(context, 'allowCookies')) ?? '')).toBe(
      'essential,functional,analytics,targeting',
    )
    await context.close()
  })

  it('without JavaScript the banner stays hidden (no tracker can load either)', async () => {
    await setConsent({ tier: '3' })
    const context = await chromium.browser().newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact-us`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await banner(page).count()).toBe(1)
    expect(await banner(page).isVisible()).toBe(false)
    await context.close()
  })

  // Decision 0180: the reopened preferences and the reopened banner close without a new choice.
  it('after a decision, the reopened dialog and banner close with Escape and with the mouse, keeping the choice', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    await page.goto(baseUrl)
    await banner(page).getByRole('button', { name: 'Deny tracking cookies' }).click()
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    const stored = await cookie(context, 'allowCookies')
    const dialog = page.getByRole('dialog')
    // Escape: first the dialog, then the banner.
    await page.getByRole('link', { name: 'Cookie settings' }).first().click()
    await dialog.waitFor()
    expect(await dialog.getByRole('switch', { name: 'Targeting' }).isChecked()).toBe(false)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await banner(page).waitFor()
    await page.keyboard.press('Escape')
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    // The mouse: the dialog's close icon, then the banner's.
    await page.getByRole('link', { name: 'Cookie settings' }).first().click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await banner(page).getByRole('button', { name: 'Close' }).click()
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    expect(await cookie(context, 'allowCookies')).toBe(stored)
    await context.close()
  })

  it('the footer "Cookie settings" link reopens the preferences after a decision', async () => {
    await setConsent({ tier: '3' })
    const { context, page } = await visitor()
    await page.goto(baseUrl)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    await page.getByRole('link', { name: 'Cookie settings' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByRole('switch', { name: 'Targeting' }).uncheck()
    await dialog.getByRole('button', { name: 'Save & Continue' }).click()
    await banner(page).waitFor({ state: 'detached', timeout: 3000 })
    expect(decodeURIComponent((await cookie(context, 'allowCookies')) ?? '')).toBe('essential,functional,analytics')
    await context.close()
  })
})
