/**
 * Issue 7 end to end: a shopper on a phone goes from the vehicle to an instant offer to a
 * received SELL_OR_TRADE e-mail; bad input gets field messages, never a 500.
 */
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { holdScripts, useBrowser } from '../support/browser'
import PostalMime from 'postal-mime'
import { rawMailContaining } from '../support/mail'
import { loginAs } from '../support/staff'
import { answerRemainingSteps, waitForTradeInWizard } from '../support/trade-in'

/** The first day (YYYY-MM-DD, UTC as the browser here keeps it) from `days` ahead whose weekday passes `ok`. */
function dayFrom(days: number, ok: (weekday: number) => boolean): string {
  let at = new Date(Date.now() + days * 86_400_000)
  while (!ok(at.getUTCDay())) at = new Date(at.getTime() + 86_400_000)
  return at.toISOString().slice(0, 10)
}

const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
const chromium = useBrowser()

async function pick(page: Page, question: string, answer: string) {
  await page.getByRole('group', { name: question }).getByText(answer, { exact: true }).click()
}

/** From the first question to the offer: "Good", no accident, every other first choice, contact details. */
async function answerQuestionsAndSeeOffer(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Condition' }).waitFor()
  await pick(page, 'What is the overall condition of your vehicle?', 'Good')
  await page.getByRole('button', { name: 'Continue' }).click()
  // "Good" revealed the history questions (site.md section 4: 200-205).
  await page.getByRole('heading', { name: 'History and wear' }).waitFor()
  await pick(page, 'Has the vehicle been in an accident?', 'No')
  // Every visible group with its first choice (no deductions), step by step to the contact step.
  await answerRemainingSteps(page, { maxSteps: 6 })
  await page.getByLabel('First name').fill('Pat')
  await page.getByLabel('Last name').fill('Seller')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Cell phone').fill('(312) 555-0199')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/trade-in/offer')),
    page.getByRole('button', { name: 'See my offer' }).click(),
  ])
  expect(response.status(), await response.text()).toBe(200)
}

describe('sell or trade (issue 7)', () => {
  it("shows the spec's promises, comparison chart, sellers' reviews and FAQs on /sell-trade-my-car", async () => {
    const page = await chromium.page()
    await page.goto(`${baseUrl}/sell-trade-my-car`)
    const promises = page.locator('ul.trade-promises').first()
    await promises.waitFor()
    expect(await promises.getByRole('listitem').allInnerTexts()).toEqual(
      expect.arrayContaining([
        'Offer in under 60 seconds',
        'Offers valid 7 days',
        '$300 more than any physically verified competing offer',
      ]),
    )
    const chart = page.getByRole('table', { name: 'Selling to us compared with a private sale and other dealers' })
    expect(await chart.getByRole('columnheader').allInnerTexts()).toEqual([
      'What you get',
      'Us',
      'Private sale',
      'Other dealers',
    ])
    await page.getByRole('heading', { name: 'What sellers say' }).waitFor()
    await page.getByRole('heading', { name: 'Questions about selling' }).waitFor()
    await page.getByText('How long is my instant offer good for?').first().waitFor()
    await page.context().close()
  })

  it('on a slow phone, a shopper typing the mileage when the scripts run keeps the field, its text and the keyboard', async () => {
    const context = await chromium.context({ mobile: true })
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/sell-trade-my-car/your-vehicle`, { waitUntil: 'commit' })
    const mileage = page.getByLabel(/^Mileage/)
    await mileage.waitFor()
    await mileage.click()
    await page.keyboard.type('72')
    release()
    await waitForTradeInWizard(page)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    // The wizard moves focus to its heading on each step, not onto a shopper already in a field.
    expect(await mileage.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('000')
    expect(await mileage.inputValue()).toBe('72000')
    await context.close()
  })

  it('takes a shopper from their VIN to an offer, more cash later and a SELL_OR_TRADE e-mail', async () => {
    const email = `seller-${Date.now()}@example.com`
    const page = await chromium.page({ mobile: true })
    await page.goto(`${baseUrl}/sell-trade-my-car`)
    await page.getByRole('link', { name: 'Get my instant offer' }).click()
    await page.waitForURL(/your-vehicle/)
    await waitForTradeInWizard(page)
    await page.getByLabel('VIN (optional)').fill('1FTFW1ET7EK000000')
    await page.getByRole('button', { name: 'Continue' }).click()
    // A VIN that fails its check digit is refused with the field named, as are the missing pickers.
    await page.getByText('Enter the 17-character VIN exactly as it appears on the vehicle.').waitFor()
    expect(await page.getByText('Enter the make of the vehicle.').count()).toBe(1)
    // The right VIN is decoded offline and fills the year, make and model pickers.
    await page.getByLabel('VIN (optional)').fill('1FTFW1ET6EK000000')
    await page.getByText('Found your 2014 Ford F-150. Check the details below.').waitFor({ timeout: 20_000 })
    expect(await page.getByLabel('Year').inputValue()).toBe('2014')
    expect(await page.getByLabel('Make').inputValue()).toBe('Ford')
    expect(await page.getByLabel('Model').inputValue()).toBe('F-150')
    // Series and style are pickers of what the market guide prices for this truck.
    const trims = page.getByLabel('Trim (optional)')
    expect(await trims.locator('option').allInnerTexts()).toEqual(['Not sure', 'King Ranch', 'Platinum', 'XLT'])
    await trims.selectOption('Platinum')
    await page.getByLabel('Body style (optional)').selectOption('4D SuperCrew')
    await page.getByLabel('Options (optional)').fill('Tow package, sunroof')
    // No mileage, no offer: an empty field is not 0 miles.
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Enter the mileage of the vehicle.').waitFor()
    await page.getByLabel('Mileage').fill('-40')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Mileage cannot be negative.').waitFor()
    await page.getByLabel('Mileage').fill('90000')
    await page.getByRole('button', { name: 'Continue' }).click()
    // A question left unanswered: each of its choices is marked and described by the message.
    await page.getByRole('heading', { name: 'Condition' }).waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    const good = page.getByRole('radio', { name: /^Good/ })
    await expect.poll(() => good.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator(`[id="${await good.getAttribute('aria-describedby')}"]`).innerText()).toBe(
      'This field is required',
    )
    await answerQuestionsAndSeeOffer(page, email)
    // The trim's market value (16000), no deductions; valid 7 days; a 12-year-old truck also gets
    // moreCashLater (68% at pickup, the rest plus 32% of the resale profit later).
    const expires = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    await page.getByText(`Your instant offer, valid until ${expires}`).waitFor({ timeout: 20_000 })
    await page.getByText('Cash now: $16,000').waitFor()
    await page.getByText('More cash later: $16,918 in total').waitFor()
    await page
      .getByText('$10,880 at pickup, then $3,019 30 days after pickup, $3,019 when your vehicle sells.')
      .waitFor()
    await page.getByRole('radio', { name: /More cash later/ }).check()
    // The stores are closed on Sundays (site.md section 9) and a day already past cannot be chosen.
    await page.getByLabel('Day to bring it in').fill(dayFrom(2, (weekday) => weekday === 0))
    await page.getByRole('button', { name: 'Lock in my offer' }).click()
    await page.getByText('Our stores are closed that day. Please choose another day.').waitFor()
    await page.getByLabel('Day to bring it in').fill(dayFrom(-3, (weekday) => weekday !== 0))
    await page.getByLabel('Time').selectOption('10:00 AM')
    await page.getByRole('button', { name: 'Lock in my offer' }).click()
    await page.getByText('Choose a day from tomorrow on.').waitFor()
    const visitDay = dayFrom(2, (weekday) => weekday !== 0)
    await page.getByLabel('Day to bring it in').fill(visitDay)
    await page.getByLabel('Time').selectOption('10:00 AM')
    await page.getByRole('button', { name: 'Lock in my offer' }).click()
    await page.getByRole('heading', { name: "You're all set" }).waitFor()
    const dayLabel = new Date(`${visitDay}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    await page.getByText(`We'll see you on ${dayLabel} at 10:00 AM.`).waitFor()
    // The CRM gets the lead as ADF: a vehicle to sell, appraised at the offer the shopper chose.
    const mail = await PostalMime.parse(await rawMailContaining(mailDir, email))
    expect(mail.subject).toBe('Sell or Trade Offer')
    expect(mail.to?.map((a) => a.address)).toEqual(['crm@midwestmotorgroup.example'])
    expect(mail.text).toContain('<vehicle interest="sell" status="used">')
    expect(mail.text).toContain('<vin>1FTFW1ET6EK000000</vin>')
    expect(mail.text).toContain('<make>Ford</make>')
    expect(mail.text).toContain('<trim>Platinum</trim>')
    expect(mail.text).toContain('<price type="appraisal" currency="USD">16918</price>')
    // The answers as the questions and labels the shopper saw.
    expect(mail.text).toContain('What is the overall condition of your vehicle?: Good')
    expect(mail.text).toContain('Has the vehicle been in an accident?: No')
    await page.context().close()
  })

  it('sends the vehicle as a trade-in when the shopper is also buying', async () => {
    const email = `trader-${Date.now()}@example.com`
    const page = await chromium.page()
    await page.goto(`${baseUrl}/sell-trade-my-car/your-vehicle`)
    await waitForTradeInWizard(page)
    await page.getByLabel('Year').selectOption('2019')
    await page.getByLabel('Make').selectOption('Honda')
    await page.getByLabel('Model').selectOption('Accord')
    await page.getByLabel('Mileage').fill('60000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await answerQuestionsAndSeeOffer(page, email)
    const cash = (await page.getByText(/^Cash now: \$[\d,]+$/).innerText()).replace(/\D/g, '')
    // A 7-year-old car: cash now only (moreCashLater needs 10 years, site.md section 4).
    expect(await page.getByText(/More cash later/).count()).toBe(0)
    await page.getByRole('checkbox', { name: /also buying a vehicle/ }).check()
    await page.getByLabel('Day to bring it in').fill(dayFrom(3, (weekday) => weekday !== 0 && weekday !== 6))
    await page.getByLabel('Time').selectOption('2:30 PM')
    await page.getByRole('button', { name: 'Lock in my offer' }).click()
    await page.getByRole('heading', { name: "You're all set" }).waitFor()
    const mail = await PostalMime.parse(await rawMailContaining(mailDir, email))
    expect(mail.subject).toBe('Sell or Trade Offer')
    expect(mail.text).toMatch(
      /<vehicle interest="buy" status="used">[\s\S]*<vehicle interest="trade-in" status="used">/,
    )
    expect(mail.text).not.toContain('interest="sell"')
    expect(mail.text).toContain(`<price type="appraisal" currency="USD">${cash}</price>`)
    await page.context().close()
  })

  it('a make the market guide does not list is typed in; the shopper is asked to bring it in, and the CRM gets it', async () => {
    const email = `other-make-${Date.now()}@example.com`
    const page = await chromium.page({ mobile: true })
    await page.goto(`${baseUrl}/sell-trade-my-car/your-vehicle`)
    await waitForTradeInWizard(page)
    await page.getByLabel('Year').selectOption('2016')
    await page.getByRole('combobox', { name: 'Make', exact: true }).selectOption({ label: 'Other make' })
    await page.getByLabel('Mileage').fill('120000')
    await page.getByRole('button', { name: 'Continue' }).click()
    // Chosen "Other", the make and model are typed, and asked for like the pickers.
    await page.getByText('Enter the make of the vehicle.').waitFor()
    expect(await page.getByLabel('Make name').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Make name').fill('Saab')
    await page.getByLabel('Model').fill('9-3')
    await page.getByRole('button', { name: 'Continue' }).click()
    await answerQuestionsAndSeeOffer(page, email)
    // No market value: no price online, an in-person appraisal instead (site.md section 4).
    await page.getByRole('heading', { name: "Let's see it in person" }).waitFor()
    expect(await page.getByText(/Cash now: \$/).count()).toBe(0)
    await page.getByLabel('Day to bring it in').fill(dayFrom(3, (weekday) => weekday !== 0 && weekday !== 6))
    await page.getByLabel('Time').selectOption('11:00 AM')
    await page.getByRole('button', { name: 'Book my visit' }).click()
    await page.getByRole('heading', { name: "You're all set" }).waitFor()
    await page.getByText("at 11:00 AM, and we'll have an offer ready when you arrive.", { exact: false }).waitFor()
    const mail = await PostalMime.parse(await rawMailContaining(mailDir, email))
    expect(mail.subject).toBe('Sell or Trade Offer')
    expect(mail.text).toContain('<make>Saab</make>')
    expect(mail.text).toContain('<model>9-3</model>')
    expect(mail.text).not.toContain('type="appraisal"')
    await page.context().close()
  })

  it('lets a manager preview the draft settings beside the published ones in the admin, answering in words', async () => {
    const page = await chromium.page()
    await loginAs(page, baseUrl, 'manager')
    await page.goto(`${baseUrl}/admin/offer-preview`)
    // The questionnaire as shoppers meet it: questions by their text, answers by their labels.
    const accident = page.getByLabel('Has the vehicle been in an accident?')
    expect(await accident.locator('option:checked').textContent()).toBe('Yes')
    expect(await page.getByLabel('Mileage').inputValue()).toBe('72000')
    const result = page.getByTestId('offer-preview-result')
    const cashNow = async (): Promise<number[]> => {
      const columns = await result.getByRole('region').all()
      return Promise.all(
        columns.map(async (c) => Number((await c.getByText(/^Cash now \$[\d,]+/).innerText()).replace(/\D/g, ''))),
      )
    }
    await page.getByRole('button', { name: 'Preview offer' }).click()
    await result.waitFor()
    expect(await result.getByRole('heading').allInnerTexts()).toEqual(['Published', 'Draft'])
    // The sample (a 2018 Accord in good shape with an accident and one key) names every deduction in words.
    for (const column of await result.getByRole('region').all()) {
      await column.getByText('Has the vehicle been in an accident?: Yes', { exact: false }).first().waitFor()
      await column
        .getByText(/How many keys.*: One/)
        .first()
        .waitFor()
    }
    expect(await page.locator('body').innerText()).not.toMatch(/Question \d+/)
    const withAccident = await cashNow()

    // No accident: the deduction goes, and the offer rises in both columns.
    await accident.selectOption({ label: 'No' })
    await page.getByRole('button', { name: 'Preview offer' }).click()
    await expect.poll(async () => (await cashNow())[0], { timeout: 15_000 }).toBeGreaterThan(withAccident[0])
    const without = await cashNow()
    expect(without[1]).toBeGreaterThan(withAccident[1])
    expect(await result.innerText()).not.toContain('Has the vehicle been in an accident?: Yes')

    // A mistake is named at its field.
    await page.getByLabel('Mileage').fill('-5')
    await page.getByRole('button', { name: 'Preview offer' }).click()
    await page.getByText('Mileage cannot be negative.').waitFor()
    expect(await page.getByLabel('Mileage').getAttribute('aria-invalid')).toBe('true')
    await page.context().close()
  })

  it('answers bad offer requests with field errors, never a 500', async () => {
    const bodies = [
      { vehicle: { year: 2018, make: 'Honda', model: 'Accord', mileage: -1 }, answers: {} },
      { vehicle: { year: 2018, make: 'Honda', model: 'Accord', mileage: '' }, answers: {} },
      {
        vehicle: { year: 'abc', make: '<script>alert(1)</script>', model: "' or 1=1 --", mileage: 'lots' },
        answers: { '100': 'mint' },
      },
      {
        vehicle: { year: 2018, make: 'Honda', model: 'Accord', mileage: 1000 },
        answers: { '100': 'great', '999': 'x' },
      },
    ]
    for (const body of bodies) {
      const res = await fetch(`${baseUrl}/api/trade-in/offer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(422)
      expect(JSON.stringify(await res.json())).not.toContain('<script>')
    }
    const notJson = await fetch(`${baseUrl}/api/trade-in/offer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(notJson.status).toBe(400)
    const big = await fetch(`${baseUrl}/api/trade-in/offer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(64 * 1024) }),
    })
    expect(big.status).toBe(413)
  })
})
