/**
 * Issue 21, price-drop alerts (decision 0270), from where a shopper starts to what arrives: two
 * shoppers save the same vehicle, open /saved on a phone and ask for alerts (one ticks "Also send
 * my details to a salesperson"), get the confirmation e-mail on the loopback SMTP server and follow
 * it; only the ticked one becomes a lead. A manager lowers the price in the admin: both get one
 * alert with List-Unsubscribe and List-Unsubscribe-Post; one unsubscribes with the one-click POST,
 * and the next drop reaches only the other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Email } from 'postal-mime'
import { mailHeader, parsedMailsWith } from '../support/mail'
import { useBrowser } from '../support/browser'
import { adminFormReady, loginAs, saveAdminForm, staffApi, type StaffApi } from '../support/staff'
import { expectAlertFormRefusesBadEmail } from '../support/alert-form'

const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
const chromium = useBrowser()
let manager: StaffApi
let admin: StaffApi
let vehicle: { id: number; vin: string; price: number; path: string } | null = null

beforeAll(async () => {
  manager = await staffApi(baseUrl, 'manager')
  admin = await staffApi(baseUrl, 'admin')
})
afterAll(async () => {
  if (vehicle) await manager('PATCH', `/api/vehicles/${vehicle.id}`, { price: vehicle.price })
})

/** The messages sent to `to` that `match`. */
function mailsTo(to: string, match: (mail: Email) => boolean, count: number): Promise<Email[]> {
  return mailsWith(to, (mail) => Boolean(mail.to?.some((a) => a.address === to)) && match(mail), count)
}

const mailsWith = (needle: string, match: (mail: Email) => boolean, count: number) =>
  parsedMailsWith(mailDir, needle, match, count)
const header = mailHeader
const isConfirmation = (mail: Email) => (mail.subject ?? '').startsWith('Confirm price-drop alerts')
const isAlert = (mail: Email) => header(mail, 'list-unsubscribe-post') !== ''

/** A shopper on a 412 px phone saves the vehicle at `path` and asks for alerts on /saved. */
async function askForAlerts(page: Page, email: string, tickSales: boolean): Promise<void> {
  await page.goto(`${baseUrl}${vehicle!.path}`)
  await page.locator('.vdp__title .save-vehicle[data-ready]').waitFor()
  const heart = page.locator('.vdp__title .save-vehicle__button')
  await heart.click()
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

  await page.goto(`${baseUrl}/saved`)
  const row = page.locator(`.saved-row[data-vin="${vehicle!.vin}"]`)
  const toggle = row.getByRole('button', { name: /^Get price-drop alerts/ })
  await toggle.click()
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  const form = row.getByRole('form', { name: /^Price-drop alerts for the / })
  // The shared sign-up form, as the saved-search journey checks it too.
  const input = await expectAlertFormRefusesBadEmail({
    page,
    form,
    submit: 'Send me price-drop alerts',
    auditScope: { label: '/saved price-alert form', selector: `.saved-row[data-vin="${vehicle!.vin}"]` },
  })

  await input.fill(email)
  if (tickSales) await form.getByLabel('Also send my details to a salesperson at this store').check()
  await form.getByRole('button', { name: 'Send me price-drop alerts' }).click()
  await row.getByRole('status').getByText(`Check your inbox: we sent a link to ${email}.`).waitFor()
}

/** The shopper opens the confirmation e-mail's link and presses the button. */
async function confirmFromMail(page: Page, email: string): Promise<void> {
  const [mail] = await mailsTo(email, isConfirmation, 1)
  expect(mail.subject).toMatch(/^Confirm price-drop alerts for the /)
  const link = /(http:\/\/\S+\/price-alerts\/confirm\?token=[\w-]{43})/.exec(mail.text ?? '')?.[1]
  expect(link).toBeTruthy()
  await page.goto(String(link))
  await page.getByRole('heading', { name: 'Turn on price-drop alerts' }).waitFor()
  await page.getByRole('button', { name: 'Turn on alerts' }).click()
  await page.getByRole('heading', { name: 'Price-drop alerts are on' }).waitFor()
}

async function leadsFor(email: string): Promise<number> {
  const list = await admin(
    'GET',
    `/api/leads?where[formType][equals]=PRICE_ALERT&where[title][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  return Number(list.totalDocs)
}

describe('price-drop alerts (issue 21)', () => {
  it('save, ask on /saved, confirm by e-mail, a price lowered in the admin, one-click unsubscribe', async () => {
    const stamp = Date.now()
    const ticked = `alerts-sales-${stamp}@example.com`
    const unticked = `alerts-only-${stamp}@example.com`

    // A vehicle for sale with a price a shopper sees (prices unlocked for its condition).
    const shopper = await chromium.page({ mobile: true, viewport: { width: 412, height: 900 } })
    await shopper.goto(`${baseUrl}/cars-for-sale`)
    const card = shopper.locator('.vehicle-card', { has: shopper.locator('.price__amount') }).first()
    const href = String(await card.locator('.vehicle-card__title a').getAttribute('href'))
    const vin = href.slice(-17).toUpperCase()
    const found = (await manager('GET', `/api/vehicles?where[vin][equals]=${vin}&depth=0`)) as {
      docs?: Array<{ id: number; price: number }>
    }
    const doc = found.docs![0]
    vehicle = { id: doc.id, vin, price: doc.price, path: href }

    await askForAlerts(shopper, ticked, true)
    const other = await chromium.page({ mobile: true, viewport: { width: 412, height: 900 } })
    await askForAlerts(other, unticked, false)
    await confirmFromMail(shopper, ticked)
    await confirmFromMail(other, unticked)

    // The ticked box made one lead, delivered to the CRM as ADF like any other; the other made none.
    expect(await leadsFor(ticked)).toBe(1)
    expect(await leadsFor(unticked)).toBe(0)
    // Routed to the vehicle's store inbox under the seeded routing ("a salesperson at this store").
    const [adf] = await mailsWith(ticked, (mail) => (mail.text ?? '').includes('<adf>'), 1)
    expect(adf.text).toContain(`<name part="full" type="individual">${ticked}</name>`)
    expect(adf.text).toContain(vin)
    expect(adf.text).toContain('<service>Price-Drop Alert</service>')

    // A manager lowers the price in the admin.
    const staff = await chromium.page()
    await loginAs(staff, baseUrl, 'manager')
    await staff.goto(`${baseUrl}/admin/collections/vehicles/${vehicle.id}`)
    const lower = vehicle.price - 1000
    await adminFormReady(staff)
    await staff.locator('#field-price').fill(String(lower))
    await saveAdminForm(staff)

    // One alert each, with the one-click unsubscribe headers (RFC 2369, RFC 8058) and a visible link.
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`
    for (const to of [ticked, unticked]) {
      const [alert] = await mailsTo(to, isAlert, 1)
      expect(alert.subject).toMatch(new RegExp(`^Price drop: .+ is now \\${usd(lower)}$`))
      expect(header(alert, 'list-unsubscribe')).toMatch(
        new RegExp(`^<${baseUrl}/api/price-alerts/unsubscribe\\?token=[\\w-]{43}>$`),
      )
      expect(header(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(alert.text).toContain(`Was: ${usd(vehicle.price)}`)
      expect(alert.text).toContain(`Now: ${usd(lower)}`)
      expect(alert.text).toContain(`${baseUrl}${vehicle.path}`)
      expect(alert.text).toMatch(/Stop these alerts: http:\/\/\S+\/price-alerts\/unsubscribe\?token=/)
    }

    // The ticked shopper unsubscribes with the one-click POST their mail program sends.
    const [alert] = await mailsTo(ticked, isAlert, 1)
    const oneClick = /^<(.+)>$/.exec(header(alert, 'list-unsubscribe'))![1]
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    const subscription = (await manager(
      'GET',
      `/api/price-alert-subscriptions?where[email][equals]=${encodeURIComponent(ticked)}&depth=0`,
    )) as { docs: Array<{ status: string }> }
    expect(subscription.docs.map((d) => d.status)).toEqual(['unsubscribed'])

    // A further drop: the other shopper gets a second alert, the unsubscribed one nothing.
    await manager('PATCH', `/api/vehicles/${vehicle.id}`, { price: lower - 500 })
    await mailsTo(unticked, isAlert, 2)
    expect((await mailsTo(ticked, isAlert, 1)).length).toBe(1)

    // The visible link leads to a page that asks, then confirms (here: already stopped).
    const page = /Stop these alerts: (http:\/\/\S+)/.exec(alert.text ?? '')![1]
    await shopper.goto(page)
    await shopper.getByRole('heading', { name: 'You are unsubscribed' }).waitFor()
    for (const p of [shopper, other, staff]) await p.context().close()
  })
})
