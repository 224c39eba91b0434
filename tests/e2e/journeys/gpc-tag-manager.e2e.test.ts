import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { clientNavigate } from '../../support/journeys'
import { staffApi, type StaffApi } from '../../support/staff'
import { TARGETING_CONTAINER, TARGETING_HOSTS, stubTrackers, type TrackerRequest } from '../../support/tracker-stubs'
import { keepGlobals } from '../../support/keep-globals'

/**
 * Journey: Global Privacy Control holds for everything a tag manager loads (issue 16 section 4;
 * visitor-layer.md section 2 "A browser Global Privacy Control signal overrides the banner
 * choices"; decision 0220). Marketing runs a GTM container (a local stand-in run the way GTM's
 * runtime runs it, tests/support/tracker-stubs.ts) holding a Consent-Mode-aware Google Ads
 * remarketing tag, a Meta pixel pasted into a Custom HTML tag that ignores Consent Mode, and a GA4
 * event tag. Without GPC, "Accept all" lets the targeting tags fire; with GPC, "Accept all", later
 * pages and a saved "Targeting on" leave Consent Mode's ad signals denied and send no targeting
 * request, while analytics still works.
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings', 'consent-settings'])
const chromium = useBrowser()
let api: StaffApi
let before: Record<string, unknown> = {}
let consentBefore: Record<string, unknown> = {}

beforeAll(async () => {
  api = await staffApi(baseUrl, 'marketing')
  before = await api('GET', '/api/globals/site-settings')
  consentBefore = await api('GET', '/api/globals/consent-settings')
  // GTM alone: every advertising request the browser makes can only come from the container.
  await api('POST', '/api/globals/site-settings', { gtmId: 'GTM-GPCTEST', ga4Id: null, metaPixelId: null })
  await api('POST', '/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
})
afterAll(async () => {
  await api('POST', '/api/globals/site-settings', {
    gtmId: before.gtmId ?? null,
    ga4Id: before.ga4Id ?? null,
    metaPixelId: before.metaPixelId ?? null,
  }).catch(() => undefined)
  await api('POST', '/api/globals/consent-settings', {
    tier: String(consentBefore.tier ?? '3'),
    displayMode: consentBefore.displayMode ?? 'show',
    lockBackground: consentBefore.lockBackground ?? false,
  }).catch(() => undefined)
})

type Gpc = 'off' | 'browser' | 'header'

/** A new visitor; 'browser' sends GPC as Chromium does with it on (header and navigator flag), 'header' only the header. */
async function visitor(gpc: Gpc): Promise<{ context: BrowserContext; page: Page; requests: TrackerRequest[] }> {
  const context = await chromium.context({ consent: false })
  if (gpc !== 'off') await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
  if (gpc === 'browser')
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
  const requests = await stubTrackers(context, { gtm: TARGETING_CONTAINER })
  return { context, page: await context.newPage(), requests }
}

/** Consent Mode as a Google tag sees it: every 'default' and 'update' command in the dataLayer, in order. */
const consentModeState = (page: Page) =>
  page.evaluate(() => {
    const state: Record<string, unknown> = {}
    for (const entry of window.dataLayer ?? []) {
      const args = entry as IArguments
      if (
        typeof args === 'object' &&
        args !== null &&
        args.length !== undefined &&
        args[0] === 'consent' &&
        (args[1] === 'default' || args[1] === 'update')
      )
        Object.assign(state, args[2])
    }
    return state
  })

/**
 * Where `gtm.blocklist` sits in the dataLayer, against the first event of any kind (GTM reads the
 * restriction at each event from the entries before it) and the 'gtm.js' event (-1: absent).
 */
const dataLayerOrder = (page: Page) =>
  page.evaluate(() => {
    const layer = (window.dataLayer ?? []) as Record<string, unknown>[]
    const plain = (e: Record<string, unknown>) => !('length' in e)
    return {
      blocklist: layer.findIndex((e) => plain(e) && 'gtm.blocklist' in e),
      firstEvent: layer.findIndex((e) => plain(e) && typeof e.event === 'string'),
      gtmStart: layer.findIndex((e) => plain(e) && e.event === 'gtm.js'),
      list: (layer.find((e) => plain(e) && 'gtm.blocklist' in e)?.['gtm.blocklist'] ?? null) as string[] | null,
    }
  })

const container = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __gtmContainer?: { fired: string[]; blocked: string[] } }).__gtmContainer ?? null,
  )
const targeting = (requests: TrackerRequest[]) =>
  requests.filter((r) => TARGETING_HOSTS.test(r.url)).map((r) => r.url.slice(0, 120))
const analytics = (requests: TrackerRequest[]) =>
  requests.filter(
    (r) => r.url.startsWith('https://region1.google-analytics.com/g/collect') && r.url.includes('via=gtm-container'),
  )
const containerLoaded = (requests: TrackerRequest[]) =>
  requests.some((r) => /googletagmanager\.com\/gtm\.js\?id=GTM-GPCTEST/.test(r.url))

/**
 * The container runs every tag at each event, synchronously: once it has blocked both targeting
 * tags at `event`, it has decided on that event, and a targeting tag that fired would be listed.
 */
async function targetingTagsBlocked(page: Page, event: string): Promise<void> {
  await expect
    .poll(async () => (await container(page))?.blocked ?? [], { timeout: 10_000 })
    .toEqual(expect.arrayContaining([`Meta Pixel (Custom HTML) @ ${event}`, `Google Ads Remarketing @ ${event}`]))
  expect((await container(page))?.fired.filter((t) => !t.startsWith('GA4 Event'))).toEqual([])
}
const consentUpdatesBlocked = async (page: Page) =>
  ((await container(page))?.blocked ?? []).filter((t) => t === 'Meta Pixel (Custom HTML) @ consent_update').length

async function acceptAll(page: Page): Promise<void> {
  await page.goto(baseUrl)
  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Accept all', exact: true }).click()
  await banner.waitFor({ state: 'detached', timeout: 3000 })
}

describe('journey: GPC holds for everything the tag manager loads', () => {
  it('without GPC, "Accept all" lets the container fire its targeting tags (the stand-in can fail the GPC case)', async () => {
    const { context, page, requests } = await visitor('off')
    await acceptAll(page)
    await expect.poll(() => containerLoaded(requests), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => targeting(requests).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    const hits = targeting(requests)
    expect(hits.some((u) => u.startsWith('https://googleads.g.doubleclick.net/pagead/viewthroughconversion/'))).toBe(
      true,
    )
    expect(hits.some((u) => u.startsWith('https://connect.facebook.net/en_US/fbevents.js'))).toBe(true)
    expect(await consentModeState(page)).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    })
    expect((await dataLayerOrder(page)).blocklist).toBe(-1)
    await context.close()
  })

  it('with GPC, "Accept all", a later page and a saved "Targeting on": ad signals stay denied and no targeting request is sent', async () => {
    const { context, page, requests } = await visitor('browser')
    await acceptAll(page)
    await expect.poll(() => containerLoaded(requests), { timeout: 10_000 }).toBe(true)
    // Analytics stays (GPC refuses targeting only, as "Deny" does): the container's GA4 tag reports.
    await expect.poll(() => analytics(requests).length, { timeout: 10_000 }).toBeGreaterThan(0)
    await targetingTagsBlocked(page, 'gtm.js')
    expect(targeting(requests)).toEqual([])

    // The restriction is in the dataLayer before the first event the container could fire a tag on.
    const order = await dataLayerOrder(page)
    expect(order.blocklist).toBeGreaterThanOrEqual(0)
    expect(order.blocklist).toBeLessThan(order.firstEvent)
    expect(order.firstEvent).toBeLessThanOrEqual(order.gtmStart)
    expect(order.list).toEqual(
      expect.arrayContaining(['html', 'customScripts', 'nonGooglePixels', 'nonGoogleScripts', 'sp', 'awct']),
    )

    // Later events reach the container too (client-side navigations push PageView).
    expect(await clientNavigate(page, baseUrl, new Set(['/']))).toBe(true)
    // The visitor turns Targeting on in "Cookie settings" and saves: GPC still overrides it.
    await page.getByRole('link', { name: 'Cookie settings' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByRole('switch', { name: 'Targeting' }).check()
    const updatesSeen = await consentUpdatesBlocked(page)
    await dialog.getByRole('button', { name: 'Save & Continue' }).click()
    await page.getByTestId('consent-banner').waitFor({ state: 'detached', timeout: 3000 })
    // The saved choice is published as a consent_update event: the container has run its tags on it.
    await expect.poll(() => consentUpdatesBlocked(page), { timeout: 10_000 }).toBeGreaterThan(updatesSeen)

    const state = await consentModeState(page)
    expect(state).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    // Every update sent under GPC denied the ad signals, not only the last one.
    const updates = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter(
          (e) =>
            (e as IArguments).length !== undefined &&
            (e as IArguments)[0] === 'consent' &&
            (e as IArguments)[1] === 'update',
        )
        .map((e) => (e as IArguments)[2] as Record<string, string>),
    )
    expect(updates.length).toBeGreaterThanOrEqual(2)
    for (const update of updates)
      expect([update.ad_storage, update.ad_user_data, update.ad_personalization]).toEqual([
        'denied',
        'denied',
        'denied',
      ])

    const seen = await container(page)
    expect(seen?.blocked).toEqual(
      expect.arrayContaining(['Meta Pixel (Custom HTML) @ gtm.js', 'Google Ads Remarketing @ gtm.js']),
    )
    expect(seen?.fired.filter((t) => !t.startsWith('GA4 Event'))).toEqual([])
    expect(targeting(requests)).toEqual([])
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'allowCookies')?.value ?? '')).toBe(
      'essential,functional,analytics',
    )
    await context.close()
  })

  it('with GPC sent only as the Sec-GPC header, "Accept all" sends no targeting request either', async () => {
    const { context, page, requests } = await visitor('header')
    await acceptAll(page)
    await expect.poll(() => containerLoaded(requests), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => analytics(requests).length, { timeout: 10_000 }).toBeGreaterThan(0)
    await targetingTagsBlocked(page, 'gtm.js')
    expect(targeting(requests)).toEqual([])
    expect(await consentModeState(page)).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    const order = await dataLayerOrder(page)
    expect(order.blocklist).toBeGreaterThanOrEqual(0)
    expect(order.blocklist).toBeLessThan(order.firstEvent)
    await context.close()
  })
})
