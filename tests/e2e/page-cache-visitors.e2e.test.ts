/**
 * The page cache never gives one visitor another's page (issue 18 "Serving"; docs/architecture.md). Every
 * public page is kept once per URL and store; whatever else is a visitor's own is filled in by their
 * browser. Each test below has two (or three) Chromium contexts that differ in one per-visitor input,
 * load the same page one after the other, and checks that the later one was answered from the cache
 * (`x-page-cache: hit`) and still shows that visitor's own state:
 * - the store they picked (part of the key): the contact page's hours, home's and a content page's;
 * - their consent choice: banner, Consent Mode state;
 * - their experiment variant: the variant's accent colour.
 * The private-inventory pass and unlocked prices are never served from the cache at all
 * (tests/e2e/page-cache.e2e.test.ts, tests/e2e/journeys/locked-prices.e2e.test.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { pickStore } from '../support/journeys'
import { staffApi, type StaffApi } from '../support/staff'
import { hydrated, openPage } from '../support/hydrated'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
const contexts: BrowserContext[] = []

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
})

async function visitor(options: { consent?: boolean } = {}): Promise<Page> {
  const context = await chromium.context(options)
  contexts.push(context)
  return context.newPage()
}

const open = (page: Page, path: string) => openPage(page, baseUrl, path)

/** Opens the page until an answer comes from the cache: the first of a key renders it. */
async function openCached(page: Page, path: string): Promise<void> {
  await expect.poll(() => open(page, path), { timeout: 15_000, interval: 200 }).toBe('hit')
}

describe('the page cache and per-visitor state (issue 18)', () => {
  it('keeps each visitor on the store they picked, on the contact page, home and a content page', async () => {
    const stores = (await (await fetch(`${baseUrl}/api/locations?limit=10&depth=0`)).json()) as {
      docs: { name: string; storeId: string; isDefault?: boolean }[]
    }
    const [first, second] = stores.docs.filter((s) => !s.isDefault)
    expect(first && second, 'two stores besides the default').toBeTruthy()
    const a = await visitor()
    const b = await visitor()
    await open(a, '/contact-us')
    await pickStore(a, first.name)
    await open(b, '/contact-us')
    await pickStore(b, second.name)
    for (const path of ['/contact-us', '/', '/our-company']) {
      // Alternating, so each visitor's copy is in the cache while the other's is answered.
      for (const [page, store] of [
        [a, first],
        [b, second],
        [a, first],
        [b, second],
      ] as const) {
        await openCached(page, path)
        await expect.poll(() => page.getByTestId('header-phone').count()).toBe(1)
        if (path === '/contact-us')
          expect(
            await page.getByRole('heading', { name: `Hours at ${store.name}` }).count(),
            `${path} for ${store.name}`,
          ).toBe(1)
      }
    }
    // A third visitor who picks the first store is given the first store's copy, from the cache.
    const c = await visitor()
    await open(c, '/our-company')
    await pickStore(c, first.name)
    await openCached(c, '/contact-us')
    expect(await c.getByRole('heading', { name: `Hours at ${first.name}` }).count()).toBe(1)
  })

  it("keeps each visitor's consent choice: the banner and Consent Mode follow the visitor, not the cached page", async () => {
    const path = '/our-company/meet-our-team'
    const accepted = await visitor({ consent: false })
    await open(accepted, path)
    await hydrated(accepted)
    await accepted.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click()
    await accepted.getByTestId('consent-banner').waitFor({ state: 'detached' })
    // The other turns off everything but the essential cookies in the banner's "Manage" dialog.
    const rejected = await visitor({ consent: false })
    await open(rejected, path)
    await hydrated(rejected)
    await rejected.getByTestId('consent-banner').getByRole('button', { name: 'Manage' }).click()
    const dialog = rejected.getByRole('dialog')
    for (const name of ['Functional', 'Analytics', 'Targeting']) {
      const toggle = dialog.getByRole('switch', { name })
      if (await toggle.isChecked()) await toggle.click()
    }
    await dialog.getByRole('button', { name: 'Save & Continue' }).click()
    await rejected.getByTestId('consent-banner').waitFor({ state: 'detached' })

    const adStorage = (page: Page) =>
      page.evaluate(() => {
        const updates = (window.dataLayer ?? [])
          .filter((e) => (e as IArguments)[0] === 'consent')
          .map((e) => (e as IArguments)[2] as { ad_storage?: string })
        return updates.at(-1)?.ad_storage ?? null
      })
    for (const [page, state] of [
      [accepted, 'granted'],
      [rejected, 'denied'],
      [accepted, 'granted'],
      [rejected, 'denied'],
    ] as const) {
      await openCached(page, path)
      await expect.poll(() => adStorage(page), { timeout: 10_000 }).toBe(state)
      expect(await page.getByTestId('consent-banner').isVisible()).toBe(false)
    }
    // A first-time visitor is given the same cached page and is asked.
    const newcomer = await visitor({ consent: false })
    await openCached(newcomer, path)
    await newcomer.getByTestId('consent-banner').waitFor({ state: 'visible' })
  })

  describe('experiments', () => {
    const ACCENT = '#0f766e'
    const CAMPAIGN = 'e2e-cache-variants'
    let api: StaffApi
    let experimentId: number | null = null
    beforeAll(async () => {
      api = await staffApi(baseUrl, 'marketing')
      // Half of the campaign's visitors get the accent colour; only this campaign's URL is targeted.
      const created = await api('POST', '/api/experiment-definitions', {
        name: CAMPAIGN,
        active: true,
        description: 'End-to-end test: the page cache and experiment variants.',
        variants: [
          { name: 'control', weight: 50 },
          { name: 'teal', weight: 50, settings: { accentColor: ACCENT } },
        ],
        targeting: { urlParams: [{ param: 'utm_campaign', value: CAMPAIGN }] },
      })
      experimentId = (created.doc as { id: number }).id
    })
    afterAll(async () => {
      if (experimentId !== null)
        await api('DELETE', `/api/experiment-definitions/${experimentId}`).catch(() => undefined)
    })

    const accent = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--accent').trim().toLowerCase())

    it('gives each visitor their own variant on the same cached page', async () => {
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${baseUrl}/api/statsig/experiments`)).json()) as { name: string }[]).map(
              (e) => e.name,
            ),
          { timeout: 15_000 },
        )
        .toContain(CAMPAIGN)
      const path = `/our-company?utm_campaign=${CAMPAIGN}`
      // Visitors are bucketed by their own id: new ones arrive until one is in each variant.
      const seen = new Map<boolean, Page>()
      for (let n = 0; n < 24 && seen.size < 2; n++) {
        const page = await visitor()
        await open(page, path)
        await hydrated(page)
        const inTeal = (await accent(page)) === ACCENT
        if (!seen.has(inTeal)) seen.set(inTeal, page)
        else await page.context().close()
      }
      expect([...seen.keys()].sort()).toEqual([false, true])
      for (const inTeal of [true, false, true, false]) {
        const page = seen.get(inTeal)!
        await openCached(page, path)
        await hydrated(page)
        expect((await accent(page)) === ACCENT, `variant ${inTeal ? 'teal' : 'control'}`).toBe(inTeal)
      }
    })
  })
})
