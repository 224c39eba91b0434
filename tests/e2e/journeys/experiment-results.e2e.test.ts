/**
 * Journey: an experiment that can be measured (issue 15). Marketing runs a 50/50 test; two
 * shoppers land on it and are bucketed into different variants (their visitor ids are chosen with
 * the site's own bucketing so the split is certain), one of them books a test drive. In the admin,
 * the experiment's results show one visitor in each variant and the lead in the right one, and
 * the lead row carries that visitor's variant. Each first exposure also reaches the dataLayer as
 * `experiment_exposure` and Meta's pixel (local stand-in, tests/support/tracker-stubs.ts) as the
 * custom event ExperimentExposure; a reload sends neither again.
 *
 * The shoppers arrive as returning visitors whose consent and visitor id are already in their
 * cookies: the variant follows from the visitor id, and only a chosen id makes the split certain
 * (the targeting rules decide who is in the experiment, not which variant). The banner's own
 * consent step is the subject of the consent journeys.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { staffApi, type StaffApi } from '../../support/staff'
import { loginAs } from '../../support/staff'
import { leadRowOf, openFirstVehicle, scheduleTestDrive } from '../../support/journeys'
import { stubTrackers, type TrackerRequest } from '../../support/tracker-stubs'
import { assignVariant, type Experiment } from '@/domain/experiments'
import { keepGlobals } from '../../support/keep-globals'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings'])
const NAME = 'journey-cta-test'
const CAMPAIGN = 'journey-exp'
const chromium = useBrowser()
let api: StaffApi
let experimentId: number | null = null
let siteSettings: Record<string, unknown> = {}

const definition: Experiment = {
  name: NAME,
  variants: [
    { name: 'control', weight: 50, settings: {}, popups: [], hiddenPopups: [], langs: {} },
    { name: 'bold', weight: 50, settings: {}, popups: [], hiddenPopups: [], langs: {} },
  ],
  targeting: { urlParams: [{ param: 'utm_campaign', value: CAMPAIGN }], companies: [] },
}

/** A visitor id the site's bucketing puts into `variant` (the same function the browser runs). */
function visitorIn(variant: string): string {
  for (let i = 0; ; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
    if (assignVariant(definition, { userID: id, custom: { utm_campaign: CAMPAIGN } })?.variant === variant) return id
  }
}

/** A returning shopper who accepted all cookies earlier and so has a visitor id. */
async function shopper(
  visitorId: string,
): Promise<{ context: BrowserContext; page: Page; requests: TrackerRequest[] }> {
  const context = await chromium.context({ consent: false })
  const requests = await stubTrackers(context)
  const all = ['essential', 'functional', 'analytics', 'targeting']
  await context.addCookies([
    {
      name: 'visitorProfile',
      value: encodeURIComponent(JSON.stringify({ allowCookies: all, displayCookies: 'hide', uniqueUserId: visitorId })),
      domain: '127.0.0.1',
      path: '/',
      secure: true,
      sameSite: 'Lax',
    },
    {
      name: 'allowCookies',
      value: encodeURIComponent(all.join(',')),
      domain: '127.0.0.1',
      path: '/',
      secure: true,
      sameSite: 'Lax',
    },
  ])
  return { context, page: await context.newPage(), requests }
}

/** The `experiment_exposure` events in the page's dataLayer. */
const exposureEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'experiment_exposure'))
/** The ExperimentExposure events that reached Meta, as the variant each one named. */
const pixelExposures = (requests: TrackerRequest[]) =>
  requests
    .filter(
      (r) =>
        r.url.startsWith('https://www.facebook.com/tr/') &&
        new URL(r.url).searchParams.get('ev') === 'ExperimentExposure',
    )
    .map((r) => new URL(r.url).searchParams.get('cd[variant]'))

async function landOnExperiment(page: Page): Promise<void> {
  const recorded = page.waitForResponse(
    (res) => res.url().endsWith('/api/experiments/exposures') && res.request().method() === 'POST',
    { timeout: 20_000 },
  )
  await page.goto(`${baseUrl}/cars-for-sale?utm_campaign=${CAMPAIGN}`)
  expect((await recorded).status()).toBe(200)
}

beforeAll(async () => {
  api = await staffApi(baseUrl, 'marketing')
  siteSettings = await api('GET', '/api/globals/site-settings')
  // Marketing runs the Meta pixel (a local stand-in answers for Meta).
  await api('POST', '/api/globals/site-settings', { gtmId: null, ga4Id: null, metaPixelId: '1234567890' })
  const created = await api('POST', '/api/experiment-definitions', {
    name: NAME,
    active: true,
    description: 'Journey test: does a bolder call to action bring more test drives?',
    variants: definition.variants.map(({ name, weight }) => ({ name, weight })),
    targeting: { urlParams: [{ param: 'utm_campaign', value: CAMPAIGN }] },
  })
  experimentId = (created.doc as { id: number }).id
})

afterAll(async () => {
  await api('POST', '/api/globals/site-settings', {
    gtmId: siteSettings.gtmId ?? null,
    ga4Id: siteSettings.ga4Id ?? null,
    metaPixelId: siteSettings.metaPixelId ?? null,
  }).catch(() => undefined)
  if (experimentId !== null) await api('DELETE', `/api/experiment-definitions/${experimentId}`).catch(() => undefined)
})

describe('journey: experiment results', () => {
  it('two shoppers in two variants, one lead: the admin shows 1 visitor each and the lead in the right variant', async () => {
    const controlId = visitorIn('control')
    const boldId = visitorIn('bold')
    const first = await shopper(controlId)
    const second = await shopper(boldId)
    await landOnExperiment(first.page)
    await landOnExperiment(second.page)
    // The first exposure of each reaches the dataLayer and, with targeting consent, Meta's pixel.
    const expected = (variant: string) => [{ event: 'experiment_exposure', experiment: NAME, variant }]
    await expect.poll(() => exposureEvents(first.page), { timeout: 10_000 }).toEqual(expected('control'))
    await expect.poll(() => exposureEvents(second.page), { timeout: 10_000 }).toEqual(expected('bold'))
    await expect.poll(() => pixelExposures(first.requests), { timeout: 15_000 }).toEqual(['control'])
    await expect.poll(() => pixelExposures(second.requests), { timeout: 15_000 }).toEqual(['bold'])
    // A reload is the same visitor: still one exposure, and no second event anywhere.
    await landOnExperiment(second.page)
    await second.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(await exposureEvents(second.page)).toEqual([])

    const email = `experiment-${Date.now()}@example.com`
    await openFirstVehicle(second.page)
    await scheduleTestDrive(second.page, { firstName: 'Bo', lastName: 'Variant', email, phone: '(815) 555-0177' })
    expect(pixelExposures(second.requests)).toEqual(['bold'])
    const row = await leadRowOf(inject('e2eDatabaseUrl'), email)
    expect(row.visitor_id).toBe(boldId)
    expect(row.experiments).toEqual([{ experiment: NAME, variant: 'bold' }])

    const admin = await chromium.context({ consent: true })
    const page = await admin.newPage()
    await loginAs(page, baseUrl, 'marketing')
    await page.goto(`${baseUrl}/admin/collections/experiment-definitions/${experimentId}`)
    const results = page.getByRole('region', { name: 'Results' })
    await results.getByRole('table').waitFor()
    const cell = (variant: string, col: string) =>
      results.locator(`tr[data-variant="${variant}"] td[data-col="${col}"]`).innerText()
    expect(await cell('control', 'visitors')).toBe('1')
    expect(await cell('bold', 'visitors')).toBe('1')
    expect(await cell('control', 'leads')).toBe('0')
    expect(await cell('bold', 'leads')).toBe('1')
    await expect(results.locator('tr[data-variant="bold"]').innerText()).resolves.toContain('Not enough data yet')
    for (const c of [first.context, second.context, admin]) await c.close()
  })
})
