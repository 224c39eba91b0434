/**
 * Journey "A saved search" (issue 38; decision 0337): a shopper on a phone saves the search of a
 * results page with "Save this search" (asking for a salesperson too), confirms from the e-mail,
 * and marketing's CSV import then adds two vehicles the search finds and one it does not: exactly
 * one e-mail arrives, naming the two, with the one-click unsubscribe headers and a link to the
 * search; the sales team got the shopper as a SAVED_SEARCH lead with its ADF; the admin lists the
 * saved search and its e-mail. The same file imported again sends nothing new.
 */
import { describe, expect, inject, it } from 'vitest'
import type { Email } from 'postal-mime'
import { useBrowser } from '../../support/browser'
import { expectAlertFormRefusesBadEmail } from '../../support/alert-form'
import { loginAs, staffApi } from '../../support/staff'
import { uploadCsvImport } from '../../support/csv-import'
import { mailHeader, parsedMailsWith } from '../../support/mail'
import { withCheckDigit } from '@/domain/vehicles/vin'

const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
const chromium = useBrowser()

/** Wagons under $3,000: a results page that exists before any such wagon does (its filters need no inventory word). */
const SEARCH = '/cars-for-sale/wagons/price-under-3000'

const isAlert = (mail: Email) => mailHeader(mail, 'list-unsubscribe-post') !== ''
const to = (email: string) => (mail: Email) => Boolean(mail.to?.some((a) => a.address === email))

describe('a saved search (issue 38)', () => {
  it('saved on a results page, confirmed by e-mail; a CSV import brings one e-mail naming the two matches', async () => {
    const stamp = Date.now()
    const email = `saved-search-${stamp}@example.com`
    const serial = String(stamp).slice(-6)
    const outback = withCheckDigit(`4S4BRBCC0A3${serial}`)
    const volvo = withCheckDigit(`YV1BW982081${serial}`)
    const dearer = withCheckDigit(`JF2SJAAC0FH${serial}`)

    // The shopper, on a 412 px phone, opens the results page and saves its search.
    const shopper = await chromium.page({ mobile: true, viewport: { width: 412, height: 900 } })
    await shopper.goto(`${baseUrl}${SEARCH}`)
    const heading = String(await shopper.getByRole('heading', { level: 1 }).textContent())
    const toggle = shopper.getByRole('button', { name: 'Save this search' })
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const form = shopper.getByRole('form', { name: `Save the search: ${heading}` })
    // The shared sign-up form, as the price-drop alerts' e2e checks it too.
    const input = await expectAlertFormRefusesBadEmail({
      page: shopper,
      form,
      submit: 'E-mail me new matches',
      auditScope: { label: 'results page, save-search form', selector: '.srp__header' },
    })

    await input.fill(email)
    await form.getByLabel('Also send my details to a salesperson').check()
    await form.getByRole('button', { name: 'E-mail me new matches' }).click()
    await shopper.getByRole('status').getByText(`Check your inbox: we sent a link to ${email}.`).waitFor()

    // The confirmation e-mail names the search; its link opens a page with the button.
    const [confirmation] = await parsedMailsWith(mailDir, email, to(email), 1)
    expect(confirmation.subject).toBe(`Confirm your saved search: ${heading}`)
    const link = /(http:\/\/\S+\/saved-searches\/confirm\?token=[\w-]{43})/.exec(confirmation.text ?? '')?.[1]
    expect(link).toBeTruthy()
    await shopper.goto(String(link))
    await shopper.getByRole('heading', { name: 'Turn on your saved search' }).waitFor()
    await shopper.getByRole('button', { name: 'Turn on alerts' }).click()
    await shopper.getByRole('heading', { name: 'Your saved search is on' }).waitFor()
    expect(await shopper.getByRole('link', { name: 'See your search' }).getAttribute('href')).toBe(SEARCH)

    // The ticked box made a lead, delivered to the CRM as ADF under the seeded routing.
    const [adf] = await parsedMailsWith(mailDir, email, (mail) => (mail.text ?? '').includes('<adf>'), 1)
    expect(adf.text).toContain(`<name part="full" type="individual">${email}</name>`)
    expect(adf.text).toContain('<service>Saved Search</service>')

    // Marketing imports a feed: two wagons under $3,000 and one over it.
    const staff = await chromium.page()
    await loginAs(staff, baseUrl, 'marketing')
    const csv = [
      'VIN,Stock #,Year,Make,Model,Trim,Miles,Price,Body,Type',
      `${outback},SS-${serial}-1,2010,Subaru,Outback,2.5i,168000,2495,Wagon,Used`,
      `${volvo},SS-${serial}-2,2008,Volvo,V70,3.2,154000,2850,Wagon,Used`,
      `${dearer},SS-${serial}-3,2015,Subaru,Forester,2.5i,141000,3400,Wagon,Used`,
    ].join('\n')
    const progress = await uploadCsvImport(staff, baseUrl, csv, 'saved-search-feed.csv')
    await progress.getByText(/^Import finished: 3 created, 0 updated/).waitFor({ timeout: 60_000 })

    // Exactly one e-mail, naming the two wagons the search finds, with the one-click unsubscribe.
    const [alert] = await parsedMailsWith(mailDir, email, (mail) => to(email)(mail) && isAlert(mail), 1)
    expect(alert.subject).toBe(`2 new matches for your saved search: ${heading}`)
    expect(alert.text).toContain('2010 Subaru Outback 2.5i')
    expect(alert.text).toContain('$2,495 · 168,000 miles')
    expect(alert.text).toContain('2008 Volvo V70 3.2')
    expect(alert.text).not.toContain('Forester')
    expect(alert.text).toContain(`See every vehicle that matches: ${baseUrl}${SEARCH}`)
    expect(mailHeader(alert, 'list-unsubscribe')).toMatch(
      new RegExp(`^<${baseUrl}/api/search-alerts/unsubscribe\\?token=[\\w-]{43}>$`),
    )
    expect(mailHeader(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // The admin lists the saved search and its e-mail.
    const manager = await staffApi(baseUrl, 'manager')
    const searches = (await manager(
      'GET',
      `/api/saved-searches?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )) as { docs: Array<{ id: number; status: string; searchUrl: string; title: string; lead: number | null }> }
    expect(searches.docs).toEqual([
      expect.objectContaining({ status: 'active', searchUrl: SEARCH, title: heading, lead: expect.any(Number) }),
    ])
    const emails = (await manager(
      'GET',
      `/api/saved-search-alerts?where[subscription][equals]=${searches.docs[0].id}&depth=0`,
    )) as { docs: Array<{ status: string }> }
    expect(emails.docs.map((d) => d.status)).toEqual(['sent'])

    // The same file again: nothing arrives, nothing new is sent (the queues poll every 1-2 s).
    const again = await uploadCsvImport(staff, baseUrl, csv, 'saved-search-feed.csv')
    await again.getByText(/^Import finished: 0 created, 3 updated/).waitFor({ timeout: 60_000 })
    await new Promise((r) => setTimeout(r, 8000))
    const alerts = await parsedMailsWith(mailDir, email, (mail) => to(email)(mail) && isAlert(mail), 1)
    expect(alerts).toHaveLength(1)
    for (const p of [shopper, staff]) await p.context().close()
  })
})
