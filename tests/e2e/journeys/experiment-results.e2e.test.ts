/**
 * Journey: an experiment that can be measured (issue 15). Marketing runs a 50/50 test; two
 * shoppers land on it and are bucketed into different variants (their visitor ids are chosen with
 * the site's own bucketing so the split is certain), one of them books a test drive. In the admin,
 * the experiment's results show one visitor in each variant and the lead in the right one, and
 * the lead row carries that visitor's variant.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { staffApi, type StaffApi } from '../../support/staff'
import { loginAs } from '../../support/staff'
import { leadRowOf, openFirstVehicle, scheduleTestDrive } from '../../support/journeys'
import { assignVariant, type Experiment } from '@/domain/experiments'

const baseUrl = inject('baseUrl')
const NAME = 'journey-cta-test'
const CAMPAIGN = 'journey-exp'
const chromium = useBrowser()
let api: StaffApi
let experimentId: number | null = null

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
async function shopper(visitorId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.context({ consent: false })
  const all = ['essential', 'functional', 'analytics', 'targeting']
  await context.addCookies([
    { name: 'visitorProfile', value: encodeURIComponent(JSON.stringify({ allowCookies: all, displayCookies: 'hide', uniqueUserId: visitorId })), domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax' },
    { name: 'allowCookies', value: encodeURIComponent(all.join(',')), domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax' },
  ])
  return { context, page: await context.newPage() }
}

async function landOnExperiment(page: Page): Promise<void> {
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/experiments/exposures') && res.request().method() === 'POST', { timeout: 20_000 })
  await page.goto(`${baseUrl}/cars-for-sale?utm_campaign=${CAMPAIGN}`)
  expect((await recorded).status()).toBe(200)
}

beforeAll(async () => {
  api = await staffApi(baseUrl, 'marketing')
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
    // A reload is the same visitor: still one exposure.
    await landOnExperiment(second.page)

    const email = `experiment-${Date.now()}@example.com`
    await openFirstVehicle(second.page)
    await scheduleTestDrive(second.page, { firstName: 'Bo', lastName: 'Variant', email, phone: '(815) 555-0177' })
    const row = await leadRowOf(inject('e2eDatabaseUrl'), email)
    expect(row.visitor_id).toBe(boldId)
    expect(row.experiments).toEqual([{ experiment: NAME, variant: 'bold' }])

    const admin = await chromium.context({ consent: true })
    const page = await admin.newPage()
    await loginAs(page, baseUrl, 'marketing')
    await page.goto(`${baseUrl}/admin/collections/experiment-definitions/${experimentId}`)
    const results = page.getByRole('region', { name: 'Results' })
    await results.getByRole('table').waitFor()
    const cell = (variant: string, col: string) => results.locator(`tr[data-variant="${variant}"] td[data-col="${col}"]`).innerText()
    expect(await cell('control', 'visitors')).toBe('1')
    expect(await cell('bold', 'visitors')).toBe('1')
    expect(await cell('control', 'leads')).toBe('0')
    expect(await cell('bold', 'leads')).toBe('1')
    await expect(results.locator('tr[data-variant="bold"]').innerText()).resolves.toContain('Not enough data yet')
    for (const c of [first.context, second.context, admin]) await c.close()
  })
})
