/**
 * Issue 20, "Rule editor with pickers": the manager retunes trade-in rules from /admin with pickers
 * in words only (no identifiers typed), watches the offer preview beside the editor reprice the
 * sample trade-ins before publishing, and after publishing the public offer for the same answers
 * changes. A rule on a deleted question is shown as such and cannot be published. axe finds no
 * violation in the editor's pickers and the preview.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { adminFormReady, followAdminLink, loginAs, saveAdminForm, staffToken, staffAuthHeaders } from '../support/staff'
import { audit } from '../support/axe'
import { PREVIEW_SAMPLES } from '@/domain/trade-in/preview-samples'
import { keepGlobals } from '../support/keep-globals'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['offer-settings'])
const chromium = useBrowser()
let token = ''

type Doc = Record<string, unknown> & { id?: number }
const accord = PREVIEW_SAMPLES.find((s) => s.id === 'accord-accident')!

async function rest(method: string, path: string, body?: unknown): Promise<{ status: number; json: Doc }> {
  if (!token) token = await staffToken(baseUrl, 'manager')
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Doc }
}

/** What a shopper is offered for the sample Accord, through the endpoint the public questionnaire calls. */
async function publicCashOffer(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/trade-in/offer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicle: accord.vehicle, answers: accord.answers }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { cashNow: { finalPrice: number } }).cashNow.finalPrice
}

/** expect.poll waits 1 s by default; the admin renders and prices in a few. */
const POLL = { timeout: 20_000 }
const dollarsIn = (text: string) => Number((/Cash now \$([\d,]+)/.exec(text)?.[1] ?? '').replace(/,/g, ''))

/** The preview beside the editor: the sample Accord's prices and the trace of what fired with the draft. */
function accordPreview(page: Page): { draftPrice: Locator; trace: Locator; published: Locator } {
  const sample = page.locator('article', { has: page.getByRole('heading', { name: accord.label }) })
  return {
    draftPrice: sample.getByTestId('draft-price'),
    published: sample.locator('dd').first(),
    trace: sample.getByRole('list', { name: `What fired with this draft: ${accord.label}` }),
  }
}

/** From the admin's dashboard, as staff start: one of its cards. */
async function fromDashboard(page: Page, card: string, url: RegExp): Promise<void> {
  await page.goto(`${baseUrl}/admin`)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await followAdminLink(page, card, url)
}

let question200: Doc
let offerSettings: Doc

beforeAll(async () => {
  const found = await rest('GET', '/trade-in-questions?where[questionId][equals]=200&depth=0')
  question200 = (found.json.docs as Doc[])[0]
  offerSettings = (await rest('GET', '/globals/offer-settings?depth=0')).json
})

afterAll(async () => {
  // Put the published rules back for the other test files.
  if (question200)
    expect(
      (
        await rest('PATCH', `/trade-in-questions/${question200.id}`, {
          answers: question200.answers,
          _status: 'published',
        })
      ).status,
    ).toBe(200)
  if (offerSettings) {
    const { bringVehicleIn, cashNow } = offerSettings
    expect(
      (await rest('POST', '/globals/offer-settings', { bringVehicleIn, cashNow, _status: 'published' })).status,
    ).toBe(200)
  }
})

describe('rule editor with pickers (issue 20)', () => {
  it('a manager retunes a deduction and adds a condition with pickers; the preview changes before publishing, the public offer after', async () => {
    const before = await publicCashOffer()
    const page = await chromium.page()
    await loginAs(page, baseUrl, 'manager')
    await fromDashboard(page, 'Show all Trade-in questions', /\/admin\/collections\/trade-in-questions(\?|$)/)
    await followAdminLink(
      page,
      page
        .getByRole('row', { name: /Has the vehicle been in an accident\?/ })
        .getByRole('link')
        .first(),
      /\/admin\/collections\/trade-in-questions\/\d+/,
    )
    await adminFormReady(page)

    // The accident deduction's threshold, shown in words: "Market value before deductions is at least 15000".
    const preview = accordPreview(page)
    await preview.trace.getByText('Has the vehicle been in an accident?: Yes (5% of 14450)', { exact: false }).waitFor()
    const conditions = page.locator('.rule-picker select[id$="__field"]')
    expect(
      await conditions.evaluateAll((selects) =>
        selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent),
      ),
    ).toEqual(['Market value before deductions', 'Market value before deductions'])
    const thresholds = page.getByRole('spinbutton', { name: 'Value' })
    expect(await thresholds.count()).toBe(2)
    for (const threshold of await thresholds.all()) await threshold.fill('14000')

    // The preview reprices the draft on screen, unsaved: 12 percent now applies to the $14,450 Accord.
    await preview.trace
      .getByText('Has the vehicle been in an accident?: Yes (12% of 14450)', { exact: false })
      .waitFor()
    expect(dollarsIn(await preview.published.innerText())).toBe(before)
    await expect.poll(async () => dollarsIn(await preview.draftPrice.innerText()), POLL).toBeLessThan(before)
    const retuned = dollarsIn(await preview.draftPrice.innerText())
    // Nothing is published yet: shoppers still get the old offer.
    expect(await publicCashOffer()).toBe(before)
    await saveAdminForm(page, 'Publish changes')
    expect(await publicCashOffer()).toBe(retuned)

    // Offer settings: a cash-now adjustment when "Has the vehicle been in an accident? is Yes".
    await fromDashboard(page, 'Edit Offer settings', /\/admin\/globals\/offer-settings/)
    await adminFormReady(page)
    const adjustment = page.locator('[id="field-cashNow__adjustmentWhen"]')
    // Payload renders fields as they scroll into view.
    await page.getByText('Cash now', { exact: true }).first().scrollIntoViewIfNeeded()
    await adjustment.scrollIntoViewIfNeeded()
    const rows = await adjustment.locator('[id^="cashNow-adjustmentWhen-row-"]').count()
    await adjustment.getByRole('button', { name: 'Add Rule' }).click()
    const rule = page.locator(`[id="cashNow-adjustmentWhen-row-${rows}"]`)
    await rule.getByLabel('Label').fill('Accident')
    const addCondition = rule.getByRole('button', { name: 'Add Condition' })
    await addCondition.click()
    const subject = rule.getByLabel('Subject')
    // The list speaks in words: vehicle facts, computed values and every question by its text.
    // Payload renders the new condition's fields only once they are in view, so the editor scrolls
    // down to it as a person would (the button sits under the new row).
    await expect
      .poll(async () => {
        await addCondition.scrollIntoViewIfNeeded()
        return subject.locator('option').count()
      }, POLL)
      .toBeGreaterThan(20)
      .catch(async (err: Error) => {
        // What the editor sees instead (the picker's own problem line, if the questions failed to load).
        throw new Error(`${err.message}\nThe rule shows: ${await rule.innerText()}`)
      })
    const options = await subject.locator('option').allTextContents()
    expect(options).toEqual(
      expect.arrayContaining([
        'Mileage',
        'Model year',
        'Make',
        'Vehicle age in years',
        'Cash offer before adjustments',
        'Has the vehicle been in an accident?',
      ]),
    )
    expect(options.join(' ')).not.toMatch(/answers\.|vehicleAgeYears|cashNowValue/)
    await subject.selectOption({ label: 'Has the vehicle been in an accident?' })
    // Operators that fit a one-answer question, the first chosen; answers as a pick-list.
    const comparison = rule.getByLabel('Comparison')
    expect(await comparison.locator('option').allTextContents()).toEqual(['is', 'is not', 'is one of', 'is none of'])
    await expect.poll(() => comparison.locator('option:checked').textContent(), POLL).toBe('is')
    const answer = rule.getByLabel('Answer')
    expect(await answer.locator('option').allTextContents()).toEqual(['Choose an answer…', 'No', 'Yes'])
    await answer.selectOption({ label: 'Yes' })

    const offerPreview = accordPreview(page)
    await offerPreview.trace.getByText('Rule matched: Accident (cash-now adjustment)').waitFor()
    await offerPreview.trace.getByText('Adjustment: Cash-now adjustment (-5%', { exact: false }).waitFor()
    await offerPreview.trace.getByText('(12% of 14450)', { exact: false }).waitFor()
    const draftPrice = dollarsIn(await offerPreview.draftPrice.innerText())
    expect(draftPrice).toBeLessThan(retuned)
    expect(dollarsIn(await offerPreview.published.innerText())).toBe(retuned)
    // The collapsed rule reads in words too.
    expect(await rule.locator('.collapsible__toggle-wrap').first().innerText()).toContain(
      'Accident (Has the vehicle been in an accident? is Yes)',
    )

    expect(await audit(page, 'rule editor: offer settings', ['.rule-picker', '.offer-preview-panel'])).toEqual([])
    expect(await publicCashOffer()).toBe(retuned)
    await saveAdminForm(page, 'Publish changes')
    // The public offer for the same vehicle and answers is the one the preview showed.
    expect(await publicCashOffer()).toBe(draftPrice)
    await page.context().close()
  })

  it('shows a rule on a deleted question as such, and refuses to publish it naming the rule', async () => {
    const created = await rest('POST', '/trade-in-questions', {
      questionId: '990',
      text: 'Has the vehicle been to the moon?',
      inputType: 'radio',
      required: false,
      sortOrder: 99,
      answers: [
        { label: 'No', value: 'no' },
        { label: 'Yes', value: 'yes' },
      ],
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const current = (await rest('GET', '/globals/offer-settings?depth=0&draft=true')).json
    const bringVehicleIn = [
      ...(current.bringVehicleIn as Doc[]),
      { label: 'Moon cars', conditions: [{ field: 'answers.990', operator: '==', value: 'yes' }] },
    ]
    expect(
      (await rest('POST', '/globals/offer-settings?draft=true', { bringVehicleIn, _status: 'draft' })).status,
    ).toBe(200)
    expect((await rest('DELETE', `/trade-in-questions/${(created.json.doc as Doc).id}`)).status).toBe(200)

    const page = await chromium.page()
    await loginAs(page, baseUrl, 'manager')
    await page.goto(`${baseUrl}/admin/globals/offer-settings`)
    await adminFormReady(page)
    const rule = page.locator(`[id="bringVehicleIn-row-${bringVehicleIn.length - 1}"]`)
    await rule.scrollIntoViewIfNeeded()
    const subject = rule.getByLabel('Subject')
    await expect.poll(() => subject.locator('option:checked').textContent(), POLL).toBe('A deleted question')
    await rule.getByText('The question this condition tested was deleted.', { exact: false }).waitFor()
    expect(await audit(page, 'rule editor: deleted question', ['.rule-picker'])).toEqual([])

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page
      .getByText(/Rule \d+ "Moon cars": tests a question that was deleted/)
      .first()
      .waitFor({ timeout: 20_000 })
    const published = (await rest('GET', '/globals/offer-settings?depth=0')).json
    expect((published.bringVehicleIn as Doc[]).map((r) => r.label)).not.toContain('Moon cars')
    // An API client is told the same, field by field (not only "The following field is invalid").
    const refused = await rest('POST', '/globals/offer-settings', { bringVehicleIn, _status: 'published' })
    expect(refused.status).toBe(400)
    const fieldErrors = ((refused.json.errors as Doc[])[0].data as { errors: { path: string; message: string }[] })
      .errors
    expect(fieldErrors).toEqual([
      {
        path: 'bringVehicleIn',
        message: expect.stringMatching(/Rule \d+ "Moon cars": tests a question that was deleted/),
      },
    ])
    await page.context().close()
  })
})
