/**
 * The lead forms besides contact, trade-in and financing (issue 4), as a shopper uses them: a bad
 * submission shows the spec's messages and error toast, the fixed one the success toast, and the
 * lead e-mail reaches the loopback SMTP server under the seeded routing (decision 0023). Also the
 * admin's Outbox view of a local .eml: readable headers, body and attachments, raw download.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import PostalMime, { type Email } from 'postal-mime'
import { holdScripts, useBrowser } from '../support/browser'
import { followAdminLink, loginAs } from '../support/staff'
import { rawMailsContaining } from '../support/mail'
import { minimalPdf } from '../support/minimal-pdf'
import { nowInZone, utcOffsetOf } from '@/domain/stores/time-zones'

const baseUrl = inject('baseUrl')
const mailDir = inject('mailDir')
const outboxDir = inject('outboxDir')
const COMPANY = 'leads@midwestmotorgroup.example'
const chromium = useBrowser()

async function freshPage(options: { mobile?: boolean } = {}): Promise<Page> {
  return chromium.page(options)
}

/** The e-mails of one lead (found by the shopper's unique address), parsed. */
async function mailsOf(email: string, count = 1): Promise<Email[]> {
  return Promise.all((await rawMailsContaining(mailDir, email, count)).map((raw) => PostalMime.parse(raw)))
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title })
  await toast.first().waitFor()
  expect(await toast.first().innerText()).toContain(description)
}

/** Labels as anchored patterns: "First name" must not also match "Your first name". */
const PERSON = { first: /^First name/, last: /^Last name/, email: /^E-mail/, phone: /^Phone/ }

async function fillPerson(page: Page, email: string, labels = PERSON): Promise<void> {
  await page.getByLabel(labels.first).fill('Sam')
  await page.getByLabel(labels.last).fill('Shopper')
  await page.getByLabel(labels.email).fill(email)
  await page.getByLabel(labels.phone).fill('(815) 555-0199')
}

describe('lead forms (issue 4)', () => {
  // Before React takes over, a press would submit the server-rendered form natively: a GET that
  // puts the shopper's details in the URL (and the server's logs) and reloads the page.
  it('before the scripts run, a form cannot be sent: the button is disabled and Enter does nothing; once they run it works', async () => {
    const context = await chromium.context()
    await context.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort())
    // A native submission fires 'submit' in the same task as the key press: counted here (in the
    // tab's sessionStorage, which a same-origin navigation keeps), it shows that Enter submitted
    // nothing once the press is done, without waiting for a navigation that would not come.
    await context.addInitScript(() =>
      document.addEventListener(
        'submit',
        () => sessionStorage.setItem('submits', String(Number(sessionStorage.getItem('submits') ?? 0) + 1)),
        true,
      ),
    )
    const early = await context.newPage()
    await early.goto(`${baseUrl}/service/schedule`)
    await fillPerson(early, 'early@example.com')
    const button = early.getByRole('button', { name: 'Request appointment' })
    expect(await button.isDisabled()).toBe(true)
    await early.getByLabel(PERSON.email).press('Enter')
    expect(await early.evaluate(() => sessionStorage.getItem('submits'))).toBeNull()
    expect(new URL(early.url()).search).toBe('')
    await context.close()

    const page = await freshPage()
    await page.goto(`${baseUrl}/service/schedule`)
    const ready = page.getByRole('button', { name: 'Request appointment' })
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button.lead-form__submit')?.disabled)
    await ready.click()
    await page.getByText('This field is required').first().waitFor()
    expect(new URL(page.url()).search).toBe('')
    await page.context().close()
  })

  it('careers: asks for the resume in the spec words, then sends the application with the resume linked', async () => {
    const email = `careers-${Date.now()}@example.com`
    const page = await freshPage()
    await page.goto(`${baseUrl}/our-company/careers`)
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.getByText('Enter your first name.').waitFor()
    expect(await page.locator('#careers-resume-error').innerText()).toBe('This field is required')
    expect(await page.locator('#careers-position-error').innerText()).toBe('This field is required')
    await expectToast(page, 'Something went wrong', 'Oops! Something went wrong while submitting the form.')

    await fillPerson(page, email)
    await page.getByLabel(/^Position/).fill('Service Technician')
    await page.getByRole('textbox', { name: /^Message/ }).fill('Ten years on European imports.')
    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') })
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.getByText('Please upload a PDF, DOC or DOCX file').waitFor()

    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: 'sam-shopper.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf()) })
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expectToast(page, 'Message sent!', 'Thank you! Your submission has been received!')
    await page
      .getByRole('status')
      .filter({ hasText: 'Thank you! Your submission has been received!' })
      .first()
      .waitFor()

    const [mail] = await mailsOf(email)
    expect(mail.subject).toBe('Job Application')
    expect(mail.to?.map((a) => a.address)).toEqual(['careers@midwestmotorgroup.example'])
    expect(mail.text).toContain('Service Technician')
    expect(mail.text).toContain('+1 (815) 555-0199')
    expect(mail.text).toMatch(/\/admin\/collections\/resumes\/\d+/)
    await page.context().close()
  })

  it('test drive: from a vehicle page on a phone, day then time then details; the CRM gets it as ADF with the vehicle', async () => {
    const email = `test-drive-${Date.now()}@example.com`
    const page = await freshPage({ mobile: true })
    await page.goto(`${baseUrl}/cars-for-sale`)
    const firstVehicle = page.locator('.vehicle-card__title a').first()
    const vdp = await firstVehicle.getAttribute('href')
    const vin = /-([a-hj-npr-z0-9]{17})$/i.exec(vdp ?? '')?.[1]?.toUpperCase()
    expect(vin).toBeTruthy()
    await page.goto(`${baseUrl}${vdp}`)
    await page.getByRole('link', { name: 'Schedule a test drive' }).click()
    const scheduler = page.getByRole('region', { name: 'Schedule a test drive' })
    await scheduler.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().click()
    await scheduler
      .getByRole('group', { name: /^Choose a time on / })
      .getByRole('button')
      .first()
      .click()
    await scheduler.getByRole('button', { name: 'Confirm test drive' }).click()
    await page.getByText('Enter your first name.').waitFor()
    await expectToast(page, 'Something went wrong', 'Please fill info about yourself.')

    await scheduler.getByLabel(PERSON.first).fill('Sam')
    await scheduler.getByLabel(PERSON.last).fill('Shopper')
    await scheduler.getByLabel(PERSON.email).fill(email)
    await scheduler.getByLabel(PERSON.phone).fill('(815) 555-0199')
    await scheduler.getByRole('button', { name: 'Confirm test drive' }).click()
    const confirmation = page.getByTestId('test-drive-scheduled')
    await confirmation
      .getByText('Your test drive has been scheduled, someone will reach out to confirm your appointment.')
      .waitFor()
    // Focus moves to the confirmation (the button it replaced is gone), and it is in full view,
    // above the phone's sticky action bar where that is shown.
    await expect.poll(() => confirmation.evaluate((el) => el === document.activeElement)).toBe(true)
    const inView = async (): Promise<boolean> => {
      const box = (await confirmation.boundingBox())!
      const bar = page.getByTestId('vehicle-action-bar')
      const barTop =
        (await bar.getAttribute('data-shown')) === 'true' ? (await bar.boundingBox())!.y : page.viewportSize()!.height
      return box.y >= 0 && box.y + box.height <= barTop
    }
    await expect.poll(inView).toBe(true)

    const [mail] = await mailsOf(email)
    expect(mail.subject).toBe('Test Drive Request')
    expect(mail.to?.map((a) => a.address)).toEqual(['crm@midwestmotorgroup.example'])
    expect(mail.text).toContain('<?adf version="1.0"?>')
    expect(mail.text).toContain(`<vin>${vin}</vin>`)
    expect(mail.text).toMatch(/<vehicle interest="test-drive" status="(used|new)">/)
    await page.context().close()
  })

  it("test drive at a store in another time zone: a phone in Chicago at 4:10 PM on a Friday is not offered South Bend's finished day, and is told whose time it books", async () => {
    // Next Friday at 4:10 PM in Chicago (5:10 PM in South Bend, whose last slot is 5:00 PM).
    const friday = new Date()
    friday.setUTCDate(friday.getUTCDate() + 2 + ((5 - ((friday.getUTCDay() + 2) % 7) + 7) % 7))
    const at = [5, 6]
      .map(
        (offset) =>
          new Date(Date.UTC(friday.getUTCFullYear(), friday.getUTCMonth(), friday.getUTCDate(), 16 + offset, 10)),
      )
      .find((instant) => nowInZone(instant, 'central').minutes === 16 * 60 + 10)!
    const fridayDate = nowInZone(at, 'central').date
    const saturday = new Date(`${fridayDate}T12:00:00Z`)
    saturday.setUTCDate(saturday.getUTCDate() + 1)
    const label = (d: Date) =>
      d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

    const email = `test-drive-zone-${Date.now()}@example.com`
    const context = await chromium.context({ mobile: true, timezoneId: 'America/Chicago' })
    const page = await context.newPage()
    await page.clock.setFixedTime(at)
    await page.goto(`${baseUrl}/cars-for-sale?store=south-bend`)
    const vdp = await page.locator('.vehicle-card__title a').first().getAttribute('href')
    const vin = /-([a-hj-npr-z0-9]{17})$/i.exec(vdp ?? '')?.[1]?.toUpperCase()
    await page.goto(`${baseUrl}${vdp}`)
    await page.getByRole('link', { name: 'Schedule a test drive' }).click()
    const scheduler = page.getByRole('region', { name: 'Schedule a test drive' })
    const days = scheduler.getByRole('group', { name: 'Choose a day' }).getByRole('button')
    await days.first().waitFor()
    // Friday is over at South Bend (Eastern); the first day offered is Saturday.
    expect(await days.first().innerText()).toBe(label(saturday))
    await days.first().click()
    const times = scheduler.getByRole('group', { name: `Choose a time on ${label(saturday)}` })
    await expect
      .poll(() => times.getByRole('paragraph').innerText())
      .toBe("Times are Eastern time, South Bend's local time.")
    expect(await times.getAttribute('aria-describedby')).toBe('test-drive-zone')
    await times.getByRole('button', { name: '9:00 AM' }).click()
    await scheduler.getByLabel(PERSON.first).fill('Sam')
    await scheduler.getByLabel(PERSON.last).fill('Shopper')
    await scheduler.getByLabel(PERSON.email).fill(email)
    await scheduler.getByLabel(PERSON.phone).fill('(815) 555-0199')
    await scheduler.getByRole('button', { name: 'Confirm test drive' }).click()
    await page.getByTestId('test-drive-scheduled').waitFor()

    // Sales reads the store's own day and time, with its zone.
    const [mail] = await mailsOf(email)
    expect(mail.text).toContain(`<vin>${vin}</vin>`)
    const saturdayDate = saturday.toISOString().slice(0, 10)
    expect(mail.text).toContain(`Test drive: ${saturdayDate} at 09:00 Eastern time`)
    expect(mail.text).toContain(
      `<earliestdate>${saturdayDate}T09:00${utcOffsetOf(saturdayDate, '09:00', 'eastern')}</earliestdate>`,
    )
    await context.close()
  })

  it('service: refuses a bad e-mail and a missing service, then books the request', async () => {
    const email = `service-${Date.now()}@example.com`
    const page = await freshPage()
    await page.goto(`${baseUrl}/service/schedule`)
    await fillPerson(page, 'sam@example.c')
    await page.getByRole('button', { name: 'Request appointment' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    expect(await page.locator('#service-service-error').innerText()).toBe('This field is required')
    await expectToast(
      page,
      'Something went wrong',
      'There was an error on sending your infromation. Please try again or just gice us a call',
    )

    await page.getByLabel(PERSON.email).fill(email)
    await page.getByLabel('Service needed').selectOption('Brakes')
    await page.getByLabel('Vehicle year').fill('2017')
    await page.getByLabel('Make').fill('Subaru')
    await page.getByLabel('Model').fill('Outback')
    await page.getByLabel('Anything we should know?').fill('Squeaks when braking.')
    await page.getByRole('button', { name: 'Request appointment' }).click()
    await expectToast(
      page,
      'Message sent!',
      'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
    )

    const [mail] = await mailsOf(email)
    expect(mail.subject).toBe('Service Appointment Request')
    expect(mail.to?.map((a) => a.address)).toEqual(['service@midwestmotorgroup.example'])
    expect(mail.text).toContain('Brakes')
    expect(mail.text).toContain('Outback')
    expect(mail.text).toContain('Squeaks when braking.')
    await page.context().close()
  })

  it('referral: refuses a bad phone and a friend with no way to reach them, then sends the referral', async () => {
    const email = `referral-${Date.now()}@example.com`
    const page = await freshPage()
    await page.goto(`${baseUrl}/referrals`)
    await fillPerson(page, email, {
      first: /^Your first name/,
      last: /^Your last name/,
      email: /^Your e-mail/,
      phone: /^Your phone/,
    })
    await page.getByLabel(/^Your phone/).fill('555-12')
    await page.getByLabel(PERSON.first).fill('Robin')
    await page.getByLabel(PERSON.last).fill('Friend')
    await page.getByRole('button', { name: 'Send referral' }).click()
    await page.getByText('Please enter a valid phone number').waitFor()
    expect(await page.locator('#referral-friendPhone-error').innerText()).toBe('This field is required')
    await expectToast(
      page,
      'Something went wrong',
      'There was an error on sending your infromation. Please try again or just gice us a call',
    )

    await page.getByLabel(/^Your phone/).fill('(815) 555-0199')
    await page.getByLabel(PERSON.email).fill('robin.friend@example.com')
    await page.getByRole('button', { name: 'Send referral' }).click()
    await expectToast(
      page,
      'Message sent!',
      'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
    )

    const [mail] = await mailsOf(email)
    expect(mail.subject).toBe('Referral')
    expect(mail.to?.map((a) => a.address)).toEqual([COMPANY])
    expect(mail.text).toContain('Robin')
    expect(mail.text).toContain('robin.friend@example.com')
    await page.context().close()
  })

  it('staff member: asks for the message, then mails the dealership and the staff member', async () => {
    const email = `staff-${Date.now()}@example.com`
    const page = await freshPage()
    await page.goto(`${baseUrl}/our-company/meet-our-team/luis-herrera`)
    await fillPerson(page, email)
    await page.getByRole('button', { name: 'Send to Luis Herrera' }).click()
    await page.getByText('Enter your message.').waitFor()
    await expectToast(
      page,
      'Something went wrong',
      'There was an error on sending your infromation. Please try again or just gice us a call',
    )

    await page.getByRole('textbox', { name: /^Message/ }).fill('Can you hold the gray Tacoma until Saturday?')
    await page.getByRole('button', { name: 'Send to Luis Herrera' }).click()
    await expectToast(
      page,
      'Message sent!',
      'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
    )

    const mails = await mailsOf(email, 2)
    const staff = mails.find((m) => m.to?.[0]?.address === 'luis.herrera@midwestmotorgroup.example')
    const dealership = mails.find((m) => m.to?.[0]?.address === COMPANY)
    expect(staff?.subject).toBe('Connect with a Staff Member Form from website')
    expect(staff?.text).toContain('Can you hold the gray Tacoma until Saturday?')
    expect(dealership?.subject).toBe('Staff Member Message')
    expect(dealership?.text).toContain('+1 (815) 555-0199')
    await page.context().close()
  })

  it('on a slow phone, what the shopper typed and picked before the scripts ran is kept when they run, and reaches the CRM', async () => {
    const email = `early-typist-${Date.now()}@example.com`
    const context = await chromium.context({ mobile: true })
    // The page's scripts held back until the form is filled, as on a slow phone.
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact-us`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Inquiry type').selectOption('1')
    await page.getByLabel(PERSON.first).fill('Early')
    await page.getByLabel(PERSON.last).fill('Typist')
    await page.getByLabel(PERSON.email).fill(email)
    await page.getByLabel(PERSON.phone).fill('(815) 555-0142')
    await page.getByRole('textbox', { name: /^Message/ }).fill('Typed while the page was still loading.')
    release()
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button.lead-form__submit')?.disabled)
    // React's first renders after taking the page over (the profile's prefill among them) are done.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    expect(await page.getByLabel('Inquiry type').inputValue()).toBe('1')
    expect(await page.getByLabel(PERSON.first).inputValue()).toBe('Early')
    expect(await page.getByLabel(PERSON.phone).inputValue()).toBe('+1 (815) 555-0142')
    expect(await page.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe(
      'Typed while the page was still loading.',
    )
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.waitForURL(/\/amp-contact-request-confirmation$/)

    const [mail] = await mailsOf(email)
    expect(mail.subject).toBe('Sales Inquiry')
    expect(mail.text).toContain('<name part="first" type="individual">Early</name>')
    expect(mail.text).toContain('<phone type="voice" time="day">815-555-0142</phone>')
    expect(mail.text).toContain('Typed while the page was still loading.')
    await context.close()
  })

  it('phone number typed key by key on a phone: the field shows the +1 (999) 999-9999 mask as it goes, Backspace over the dash takes a digit, and the CRM gets the number', async () => {
    const email = `phone-mask-${Date.now()}@example.com`
    const page = await freshPage({ mobile: true })
    await page.goto(`${baseUrl}/contact-us`)
    const phone = page.getByLabel(PERSON.phone)
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button.lead-form__submit')?.disabled)
    await page.getByLabel('Inquiry type').selectOption('1')
    await phone.click()
    const shown: string[] = []
    for (const key of '8155550') {
      await phone.press(key)
      shown.push(await phone.inputValue())
    }
    expect(shown).toEqual(['+1 (8', '+1 (81', '+1 (815', '+1 (815) 5', '+1 (815) 55', '+1 (815) 555', '+1 (815) 555-0'])
    // Backspace on the dash: the dash is the mask's, so the 5 before it goes, and the caret stays there.
    await phone.press('ArrowLeft')
    await phone.press('Backspace')
    expect(await phone.inputValue()).toBe('+1 (815) 550')
    expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe('+1 (815) 55'.length)
    await phone.press('End')
    await phone.press('Backspace')
    expect(await phone.inputValue()).toBe('+1 (815) 55')
    await phone.pressSequentially('50199')
    expect(await phone.inputValue()).toBe('+1 (815) 555-0199')

    await page.getByLabel(PERSON.first).fill('Sam')
    await page.getByLabel(PERSON.last).fill('Shopper')
    await page.getByLabel(PERSON.email).fill(email)
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is the blue Civic still there?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.waitForURL(/\/amp-contact-request-confirmation$/)

    const [mail] = await mailsOf(email)
    expect(mail.subject).toBe('Sales Inquiry')
    expect(mail.to?.map((a) => a.address)).toEqual(['crm@midwestmotorgroup.example'])
    expect(mail.text).toContain('<phone type="voice" time="day">815-555-0199</phone>')
    await page.context().close()
  })
})

describe('admin outbox view (issue 4)', () => {
  it('shows a local e-mail readably (headers, text, attachments) and keeps the raw download for sales only', async () => {
    const file = `2026-11-22T09-00-00-000Z-e2e${Date.now().toString(36)}.eml`
    const adf =
      '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new"><customer><contact><name part="full">O&apos;Neil &amp; Sons</name></contact></customer></prospect></adf>'
    const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: 'Website <website@dealership.local>',
      to: 'crm@midwestmotorgroup.example',
      replyTo: 'oneil@example.com',
      subject: 'Sales Inquiry',
      date: new Date('2026-11-22T09:00:00Z'),
      text: adf,
      attachments: [{ filename: 'lead.xml', content: adf, contentType: 'application/xml' }],
    })
    const raw = (built.message as Buffer).toString('utf8')
    mkdirSync(outboxDir, { recursive: true })
    writeFileSync(path.join(outboxDir, file), raw)

    const page = await freshPage()
    await loginAs(page, baseUrl, 'sales')
    await page.goto(`${baseUrl}/admin/outbox`)
    await followAdminLink(page, 'Sales Inquiry', /\/admin\/outbox\?file=/)
    const message = page.getByTestId('outbox-message')
    await message.waitFor()
    const headers = await page.getByTestId('outbox-headers').innerText()
    expect(headers).toMatch(/From\s+Website <website@dealership\.local>/)
    expect(headers).toMatch(/To\s+crm@midwestmotorgroup\.example/)
    expect(headers).toMatch(/Subject\s+Sales Inquiry/)
    expect(headers).toContain('Sun, 22 Nov 2026 09:00:00 GMT')
    // The XML is shown as text, not interpreted as markup.
    expect(await page.getByTestId('outbox-body').innerText()).toContain('<?adf version="1.0"?>')
    expect(await page.getByTestId('outbox-body').innerText()).toContain('O&apos;Neil &amp; Sons')
    const attachments = page.getByTestId('outbox-attachments')
    expect(await attachments.innerText()).toContain('lead.xml (application/xml')
    expect(await attachments.locator('pre').innerText()).toContain('<prospect status="new">')

    const download = await page.request.get(`${baseUrl}/api/outbox/${encodeURIComponent(file)}`)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toContain('message/rfc822')
    expect(await download.text()).toBe(raw)
    expect(await page.getByRole('link', { name: 'Download raw (.eml)' }).getAttribute('href')).toBe(
      `/api/outbox/${encodeURIComponent(file)}`,
    )
    expect((await fetch(`${baseUrl}/api/outbox/${encodeURIComponent(file)}`)).status).toBe(401)

    const marketing = await freshPage()
    await loginAs(marketing, baseUrl, 'marketing')
    expect((await marketing.request.get(`${baseUrl}/api/outbox/${encodeURIComponent(file)}`)).status()).toBe(403)
    await page.context().close()
    await marketing.context().close()
  })
})
