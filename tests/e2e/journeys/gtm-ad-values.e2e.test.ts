import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { openFirstVehicle } from '../../support/journeys'
import { staffApi, type StaffApi } from '../../support/staff'
import { stubTrackers, type TrackerRequest } from '../../support/tracker-stubs'
import { keepGlobals } from '../../support/keep-globals'

/**
 * Journey: the spec's Google ad-tag values reach a tag manager (issue 40 "Ad-tag values and GTM";
 * visitor-layer.md section 9: view_item_list 3, view_item 5; decision 0332). Marketing runs GTM
 * alone (no GA4 id). A shopper accepts the banner on the inventory list and opens a vehicle: the
 * dataLayer gets view_item_list and view_item in GA4's e-commerce shape, and the container's GA4
 * tag (the local stand-in forwards every dataLayer event, tests/support/tracker-stubs.ts) sends
 * them to Google with their values. Under Global Privacy Control, or with analytics refused, it gets
 * none.
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings', 'consent-settings'])
const chromium = useBrowser()
let api: StaffApi

beforeAll(async () => {
  api = await staffApi(baseUrl, 'marketing')
  await api('POST', '/api/globals/site-settings', { gtmId: 'GTM-ADVALUES', ga4Id: null, metaPixelId: null })
  await api('POST', '/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
})

type AdTagEntry = { event: string; ecommerce: { value: number; currency: string } }

async function visitor(gpc: boolean): Promise<{ context: BrowserContext; page: Page; requests: TrackerRequest[] }> {
  const context = await chromium.context({ consent: false })
  if (gpc) {
    await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
  }
  const requests = await stubTrackers(context)
  return { context, page: await context.newPage(), requests }
}

/** The dataLayer's ad-tag entries, in order. */
const adTags = (page: Page) =>
  page.evaluate(() =>
    ((window.dataLayer ?? []) as Record<string, unknown>[])
      .filter((e) => typeof e === 'object' && e !== null && !('length' in e) && e.ecommerce && e.event)
      .map((e) => ({ event: e.event, ecommerce: e.ecommerce })),
  ) as Promise<AdTagEntry[]>

/** What Google received through the container: event name and e-commerce object of each ad-tag hit. */
const sentToGoogle = (requests: TrackerRequest[]) =>
  requests
    .filter((r) => r.url.startsWith('https://region1.google-analytics.com/g/collect'))
    .map((r) => new URL(r.url).searchParams)
    .filter((p) => p.has('ep.ecommerce'))
    .map((p) => ({ event: p.get('en'), ecommerce: JSON.parse(p.get('ep.ecommerce')!) as unknown }))

/** On the inventory list the shopper answers the banner, then opens the first vehicle. */
async function onListThenVehicle(page: Page, answer: (banner: Locator) => Promise<void>): Promise<void> {
  await page.goto(`${baseUrl}/cars-for-sale`)
  const banner = page.getByTestId('consent-banner')
  await answer(banner)
  await banner.waitFor({ state: 'detached', timeout: 5000 })
  await page.locator('.vehicle-card__title a').first().waitFor()
  await openFirstVehicle(page)
}

const acceptAll = (banner: Locator) => banner.getByRole('button', { name: 'Accept all', exact: true }).click()

/** "Manage", analytics switched off, "Save & Continue": essential, functional and targeting. */
async function refuseAnalytics(banner: Locator): Promise<void> {
  const page = banner.page()
  await banner.getByRole('button', { name: 'Manage', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('switch', { name: 'Analytics' }).click()
  await dialog.getByRole('button', { name: 'Save & Continue' }).click()
}

describe('journey: the ad-tag values reach the tag manager', () => {
  it('"Accept all" on the list, then a vehicle: view_item_list 3 and view_item 5 reach Google through the container', async () => {
    const { context, page, requests } = await visitor(false)
    try {
      await onListThenVehicle(page, acceptAll)
      const expected = [
        { event: 'view_item_list', ecommerce: { value: 3, currency: 'USD' } },
        { event: 'view_item', ecommerce: { value: 5, currency: 'USD' } },
      ]
      await expect.poll(() => adTags(page), { timeout: 10_000 }).toEqual(expected)
      await expect.poll(() => sentToGoogle(requests), { timeout: 10_000 }).toEqual(expected)
    } finally {
      await context.close()
    }
  })

  it('under Global Privacy Control, "Accept all" loads the container and it receives no ad-tag value', async () => {
    const { context, page, requests } = await visitor(true)
    try {
      await onListThenVehicle(page, acceptAll)
      await expect
        .poll(() => requests.some((r) => r.url.includes('gtm.js?id=GTM-ADVALUES')), { timeout: 10_000 })
        .toBe(true)
      // The vehicle page's PageView reached the dataLayer: its ad tag would have been pushed with it.
      await expect
        .poll(() =>
          page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'PageView')),
        )
        .toBe(true)
      expect(await adTags(page)).toEqual([])
      expect(sentToGoogle(requests)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('with analytics refused, no container loads and the dataLayer holds no ad-tag value', async () => {
    const { context, page, requests } = await visitor(false)
    try {
      await onListThenVehicle(page, refuseAnalytics)
      expect(
        decodeURIComponent((await context.cookies(baseUrl)).find((c) => c.name === 'allowCookies')?.value ?? ''),
      ).toBe('essential,functional,targeting')
      await expect
        .poll(() =>
          page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'PageView')),
        )
        .toBe(true)
      expect(await adTags(page)).toEqual([])
      expect(requests.filter((r) => r.url.includes('googletagmanager.com'))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
