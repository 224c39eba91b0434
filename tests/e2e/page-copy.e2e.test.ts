/**
 * Issue 20, "Page copy in Payload": marketing changes a sentence of /auto-financing and a row of
 * the sell-or-trade comparison chart in the admin, publishes, and a shopper's next visit shows both
 * without a deploy; figures from settings stay placeholders the page fills in. axe finds no
 * violation in the copy's fields on the edit screen. A draft shows in the admin's preview only. The built-in copy
 * is put back at the end.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { adminFormReady, loginAs, saveAdminForm, staffToken, staffAuthHeaders } from '../support/staff'
import { audit } from '../support/axe'
import { AUTO_FINANCING_COPY, SELL_TRADE_COPY } from '@/domain/page-copy'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

const NEW_INTRO = 'Car loans for every credit score, arranged by the people who sell you the car.'
const NEW_ROW = 'Strangers driving your car around town'
const OLD_ROW = SELL_TRADE_COPY.chartRows[2].label

async function restore(): Promise<void> {
  const token = await staffToken(baseUrl, 'marketing')
  for (const [slug, data] of [
    ['auto-financing-copy', AUTO_FINANCING_COPY],
    ['sell-trade-copy', SELL_TRADE_COPY],
  ] as const) {
    const res = await fetch(`${baseUrl}/api/globals/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
      body: JSON.stringify({ ...data, _status: 'published' }),
    })
    expect(res.status, `restore ${slug}`).toBe(200)
  }
}

afterAll(restore)

/** The page's main text as a shopper's browser shows it. */
async function shopperSees(path: string): Promise<string> {
  const page = await chromium.page()
  try {
    const res = await page.goto(`${baseUrl}${path}`)
    expect(res?.status()).toBe(200)
    return await page.locator('main').innerText()
  } finally {
    await page.context().close()
  }
}

describe('page copy in the admin (issue 20)', () => {
  it('marketing edits /auto-financing and the sell-or-trade chart, publishes, and shoppers see both on their next visit', async () => {
    const financingBefore = await shopperSees('/auto-financing')
    expect(financingBefore).toContain(AUTO_FINANCING_COPY.intro)
    const sellBefore = await shopperSees('/sell-trade-my-car')
    expect(sellBefore).toContain(OLD_ROW)
    // The offer validity comes from the offer settings through the {offer validity days} placeholder.
    expect(sellBefore).toContain('Offer valid 7 days')

    const admin = await chromium.page()
    await loginAs(admin, baseUrl, 'marketing')

    await admin.goto(`${baseUrl}/admin/globals/auto-financing-copy`)
    const intro = admin.locator('#field-intro')
    await adminFormReady(admin)
    expect(await intro.inputValue()).toBe(AUTO_FINANCING_COPY.intro)
    // The editor is told in words what each placeholder becomes.
    await admin.getByText('{lowest rate} shows the lowest APR', { exact: false }).first().waitFor()
    // The copy's fields: labels, inputs and their help. Payload's own array-row controls (drag handle,
    // row menu) are its UI and left out, as the admin is elsewhere (docs/accessibility.md).
    expect(
      await audit(admin, 'page copy: auto financing edit screen', ['.field-type.text', '.field-type.textarea']),
    ).toEqual([])
    await intro.fill(NEW_INTRO)
    await saveAdminForm(admin, 'Publish changes')

    await admin.goto(`${baseUrl}/admin/globals/sell-trade-copy`)
    const row = admin.locator('#field-chartRows__2__label')
    await adminFormReady(admin)
    expect(await row.inputValue()).toBe(OLD_ROW)
    expect(await admin.locator('#field-chartRows__1__label').inputValue()).toBe(
      'Offer valid {offer validity days} days',
    )
    await row.fill(NEW_ROW)
    await saveAdminForm(admin, 'Publish changes')
    await admin.context().close()

    const financing = await shopperSees('/auto-financing')
    expect(financing).toContain(NEW_INTRO)
    expect(financing).not.toContain(AUTO_FINANCING_COPY.intro)
    // What was not edited, and the computed examples, are as before.
    expect(financing).toContain(AUTO_FINANCING_COPY.options[2].text)
    expect(financing).toContain('per month with $500 down over 72 months')

    const sell = await shopperSees('/sell-trade-my-car')
    expect(sell).toContain(NEW_ROW)
    expect(sell).not.toContain(OLD_ROW)
    expect(sell).toContain('Offer valid 7 days')
    expect(sell).not.toContain('{offer validity days}')

    await restore()
    expect(await shopperSees('/auto-financing')).toContain(AUTO_FINANCING_COPY.intro)
    expect(await shopperSees('/sell-trade-my-car')).toContain(OLD_ROW)
  })

  it('holds "Publish changes" while an autosave is on its way, then publishes the latest words', async () => {
    const admin = await chromium.page()
    try {
      await loginAs(admin, baseUrl, 'marketing')
      // The autosave is held at the network, as a slow server would hold it (payloadcms/payload#6648).
      let releaseAutosave = () => {}
      const autosaveHeld = new Promise<void>((resolve) => (releaseAutosave = resolve))
      await admin.route(/\/api\/globals\/sell-trade-copy\?.*autosave=true/, async (route) => {
        await autosaveHeld
        await route.continue()
      })
      await admin.goto(`${baseUrl}/admin/globals/sell-trade-copy`)
      await adminFormReady(admin)
      await admin.locator('#field-heading').fill('We buy cars this week')
      const publish = admin.locator('.publish-after-autosave')
      await expect.poll(() => publish.getAttribute('aria-busy')).toBe('true')
      // The button takes no press while the draft is on its way.
      await expect(
        admin.getByRole('button', { name: 'Publish changes', exact: true }).click({ timeout: 1_500 }),
      ).rejects.toThrow(/intercepts pointer events|not receive pointer events|Timeout/i)
      releaseAutosave()
      await expect.poll(() => publish.getAttribute('aria-busy')).toBe('false')
      await saveAdminForm(admin, 'Publish changes')
      expect(await shopperSees('/sell-trade-my-car')).toContain('We buy cars this week')
    } finally {
      await admin.context().close()
      await restore()
    }
  })

  it('a draft shows in the staff preview of the page and not to shoppers until it is published', async () => {
    const token = await staffToken(baseUrl, 'marketing')
    const res = await fetch(`${baseUrl}/api/globals/sell-trade-copy?draft=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
      body: JSON.stringify({ heading: 'Sell your car to us this week', _status: 'draft' }),
    })
    expect(res.status).toBe(200)
    const staff = await chromium.page()
    await loginAs(staff, baseUrl, 'marketing')
    await staff.goto(`${baseUrl}/api/preview?path=/sell-trade-my-car`)
    await staff.waitForURL(/\/sell-trade-my-car$/)
    expect(await staff.getByRole('heading', { level: 1 }).innerText()).toBe('Sell your car to us this week')
    await staff.context().close()
    const shopper = await shopperSees('/sell-trade-my-car')
    expect(shopper).toContain(SELL_TRADE_COPY.heading)
    expect(shopper).not.toContain('Sell your car to us this week')
    await restore()
  })
})
