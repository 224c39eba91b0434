import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { clientNavigate } from '../../support/journeys'
import { staffApi, type StaffApi } from '../../support/staff'
import { PIXEL_HOSTS, stubTrackers } from '../../support/tracker-stubs'
import { consentApplied } from '../../support/shell-state'
import { routeNameOf } from '@/domain/popups/page-view'
import { keepGlobals } from '../../support/keep-globals'

/**
 * Journey: consent that means what it says (issue 15; visitor-layer.md sections 2 and 4; decision
 * 0180). A shopper accepts everything, browses, then withdraws targeting in "Cookie settings": from
 * that click on, the Meta pixel gets no call and Meta's hosts get no request, on client-side
 * navigations and after a reload; the reopened preferences show the choice as it now stands.
 * The pixel script is a local stand-in that sends what Meta's would (tests/support/tracker-stubs.ts).
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings', 'consent-settings'])
const chromium = useBrowser()
let api: StaffApi
let before: Record<string, unknown> = {}

beforeAll(async () => {
  api = await staffApi(baseUrl, 'marketing')
  before = await api('GET', '/api/globals/site-settings')
  // Marketing has the pixel configured and asks for consent with the three-button banner.
  await api('POST', '/api/globals/site-settings', { gtmId: null, ga4Id: null, metaPixelId: '1234567890' })
  await api('POST', '/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
})
afterAll(async () => {
  await api('POST', '/api/globals/site-settings', {
    gtmId: before.gtmId ?? null,
    ga4Id: before.ga4Id ?? null,
    metaPixelId: before.metaPixelId ?? null,
  }).catch(() => undefined)
})

const dataLayerPageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'PageView').length)
const fbqTrackCalls = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { __fbqCalls?: unknown[][] }).__fbqCalls ?? []).filter((call) => call[0] === 'track')
        .length,
  )

describe('journey: withdrawing targeting stops the Meta pixel at once', () => {
  it('accept all, two pages, withdraw targeting, three client-side navigations and a reload: nothing more reaches Meta', async () => {
    const context = await chromium.context({ consent: false })
    const requests = await stubTrackers(context)
    const pixelRequestsSince = (from: number) =>
      requests
        .slice(from)
        .filter((r) => PIXEL_HOSTS.test(r.url))
        .map((r) => r.url.slice(0, 80))
    const pageViewsSent = () =>
      requests.filter((r) => r.url.startsWith('https://www.facebook.com/tr/') && r.url.includes('ev=PageView')).length
    const page = await context.newPage()

    await page.goto(baseUrl)
    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('button', { name: 'Accept all', exact: true }).click()
    await banner.waitFor({ state: 'detached', timeout: 3000 })
    // The pixel loads once consent is given and then sends this page's view. A navigation begun
    // before that request leaves would take it away with the page (as it would for a shopper who
    // clicks on at once), so the second page waits for the first view to have reached Meta.
    await expect.poll(pageViewsSent, { timeout: 10_000 }).toBe(1)
    await page.goto(`${baseUrl}/contact-us`)
    await page.locator('h1').first().waitFor()
    // With targeting allowed the pixel works: both page views reached Meta.
    await expect.poll(pageViewsSent, { timeout: 10_000 }).toBe(2)

    await page.getByRole('link', { name: 'Cookie settings' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByRole('switch', { name: 'Targeting' }).uncheck()
    const pixelBefore = requests.length
    const tracksBefore = await fbqTrackCalls(page)
    await dialog.getByRole('button', { name: 'Save & Continue' }).click()
    await banner.waitFor({ state: 'detached', timeout: 3000 })

    const seen = new Set(['/', '/contact-us'])
    const pageViewsBefore = await dataLayerPageViews(page)
    for (let i = 0; i < 3; i++) expect(await clientNavigate(page, baseUrl, seen)).toBe(true)
    // Each navigation's PageView goes to the dataLayer and, in the same call, to the pixel if the
    // consent allowed it: once all three are in the dataLayer, the pixel's part is decided too.
    const reporting = [...seen].slice(2).filter((path) => routeNameOf(path.split('?')[0]) !== 'cars-direct-page').length
    await expect.poll(() => dataLayerPageViews(page), { timeout: 10_000 }).toBe(pageViewsBefore + reporting)
    expect({
      pixelRequests: pixelRequestsSince(pixelBefore),
      fbqTrack: (await fbqTrackCalls(page)) - tracksBefore,
    }).toEqual({ pixelRequests: [], fbqTrack: 0 })

    await page.reload()
    await page.locator('h1').first().waitFor()
    // The tracker loader and the PageView tracker have acted on the consent: the pixel was not
    // loaded, and no pixel request went out.
    await consentApplied(page, 'trackers')
    await consentApplied(page, 'page-view')
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.src.includes('connect.facebook.net')))).toBe(
      false,
    )
    expect(pixelRequestsSince(pixelBefore)).toEqual([])

    // The reopened preferences show the choice in force, not every switch on.
    await page.getByRole('link', { name: 'Cookie settings' }).first().click()
    await dialog.waitFor()
    const switches = await dialog
      .getByRole('switch')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), (e as HTMLInputElement).checked]))
    expect(switches).toEqual([
      ['Essential', true],
      ['Functional', true],
      ['Analytics', true],
      ['Targeting', false],
    ])
    await context.close()
  })
})
