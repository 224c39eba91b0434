/**
 * Expired offers are never advertised (issue 37). An ended promotion is on no page, in no feed and
 * not in the sitemap, while a running one is; the sample lease of /auto-financing, whose date the
 * spec gives as 3/3/2025, is not printed once its day is over, and the finance settings tell the
 * editor so; a later expiry date prints it again. The dates are set relative to the test's own
 * clock, never waited for. That a page kept in the page cache before an end does not outlive it is
 * proved with a faked clock in src/services/page-cache/page-cache.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { keepGlobals } from '../support/keep-globals'
import { adminFormReady, loginAs, staffApi, type StaffApi } from '../support/staff'
import { useBrowser } from '../support/browser'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['finance-settings'])
const chromium = useBrowser()
const DAY = 86_400_000
const stamp = Date.now()
const RUNNING = `E2E running offer ${stamp}`
const ENDED = `E2E ended offer ${stamp}`
const created: number[] = []
let marketing: StaffApi
let runningId = 0
let endedId = 0

async function createPromotion(title: string, start: number, end: number): Promise<number> {
  const res = await marketing('POST', '/api/promotions', {
    title,
    type: 'dealer',
    position: 'grid-item',
    description: `${title}, described.`,
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
  })
  const id = (res.doc as { id: number }).id
  created.push(id)
  return id
}

const text = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`)
  return { status: res.status, body: await res.text(), cacheControl: res.headers.get('cache-control') }
}

beforeAll(async () => {
  marketing = await staffApi(baseUrl, 'marketing')
  const now = Date.now()
  runningId = await createPromotion(RUNNING, now - DAY, now + DAY)
  endedId = await createPromotion(ENDED, now - 2 * DAY, now - 60_000)
})

afterAll(async () => {
  for (const id of created) await marketing('DELETE', `/api/promotions/${id}`).catch(() => undefined)
})

describe('expired offers are never advertised (issue 37)', () => {
  it('an ended promotion is gone from the pages, the feeds and the sitemap; a running one is there', async () => {
    const list = await text('/special-offers')
    expect(list.body).toContain(RUNNING)
    expect(list.body).not.toContain(ENDED)
    expect((await text(`/special-offers/dealer/${runningId}`)).status).toBe(200)
    expect((await text(`/special-offers/dealer/${endedId}`)).status).toBe(404)

    const sitemap = await text('/sitemap.xml')
    expect(sitemap.body).toContain(`/special-offers/dealer/${runningId}</loc>`)
    expect(sitemap.body).not.toContain(`/special-offers/dealer/${endedId}<`)
    const offers = await text('/api/___sitemaps___/offers?without=1')
    expect(offers.body).toContain(`/special-offers/dealer/${runningId}`)
    expect(offers.body).not.toContain(`/special-offers/dealer/${endedId}"`)

    // The inventory feeds carry vehicles and their prices only: no promotion, ended or running.
    for (const feed of ['/feeds/google-vehicle-listings.csv', '/feeds/meta-automotive-catalog.csv']) {
      const csv = await text(feed)
      expect(csv.status).toBe(200)
      expect(csv.body).not.toContain(ENDED)
    }
  })

  it("the spec's expired sample lease is not printed, the editor is told, and a later date prints it", async () => {
    const before = await text('/auto-financing')
    expect(before.status).toBe(200)
    expect(before.body).not.toContain('Offer expires 3/3/2025')
    expect(before.body).not.toContain('Sample lease:')

    const context = await chromium.context()
    const page = await context.newPage()
    await loginAs(page, baseUrl, 'manager')
    await page.goto(`${baseUrl}/admin/globals/finance-settings`)
    await adminFormReady(page)
    await page
      .getByTestId('sample-lease-notice')
      .filter({ hasText: 'This sample lease expired on 3/3/2025 and is hidden from /auto-financing.' })
      .waitFor()
    await context.close()

    // A manager renews it for a week: printed, with its new date.
    const manager = await staffApi(baseUrl, 'manager')
    const current = (await manager('GET', '/api/globals/finance-settings?depth=0')) as {
      sampleLease: Record<string, unknown>
    }
    const week = new Date(Date.now() + 7 * DAY)
    await manager('POST', '/api/globals/finance-settings', {
      sampleLease: { ...current.sampleLease, expires: `${week.toISOString().slice(0, 10)}T12:00:00.000Z` },
    })
    const after = await text('/auto-financing')
    const shown = `${week.getUTCMonth() + 1}/${week.getUTCDate()}/${week.getUTCFullYear()}`
    expect(after.body).toContain(`Offer expires ${shown}.`)
    expect(after.body).toContain('Sample lease: 48 months, 10,000 miles per year')
  })
})
