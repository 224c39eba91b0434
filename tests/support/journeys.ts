/**
 * Steps the journey tests share (tests/e2e/journeys): what a shopper does on the public pages, and
 * what the last party receives (the lead row, the e-mail, its ADF).
 */
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import pg from 'pg'
import PostalMime, { type Email } from 'postal-mime'
import { rawMailContaining } from './mail'
import { dtdProblems } from './xml-validation'

const PERSON = { first: /^First name/, last: /^Last name/, email: /^E-mail/, phone: /^Phone/ }

/** From a vehicle page: "Schedule a test drive", the first day and time, the shopper's details, confirm. */
export async function scheduleTestDrive(
  page: Page,
  who: { firstName: string; lastName: string; email: string; phone: string },
): Promise<void> {
  await page.getByRole('link', { name: 'Schedule a test drive' }).click()
  const scheduler = page.getByRole('region', { name: 'Schedule a test drive' })
  await scheduler.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().click()
  await scheduler
    .getByRole('group', { name: /^Choose a time on / })
    .getByRole('button')
    .first()
    .click()
  await scheduler.getByLabel(PERSON.first).fill(who.firstName)
  await scheduler.getByLabel(PERSON.last).fill(who.lastName)
  await scheduler.getByLabel(PERSON.email).fill(who.email)
  await scheduler.getByLabel(PERSON.phone).fill(who.phone)
  await scheduler.getByRole('button', { name: 'Confirm test drive' }).click()
  await page
    .getByRole('status')
    .filter({ hasText: 'Your test drive has been scheduled, someone will reach out to confirm your appointment.' })
    .first()
    .waitFor()
}

/** From the search page, the first vehicle card's link, clicked (a client-side navigation). */
export async function openFirstVehicle(page: Page): Promise<void> {
  const link = page.locator('.vehicle-card__title a').first()
  const href = await link.getAttribute('href')
  await link.click()
  await page.waitForURL((url) => url.pathname === href)
}

/** The stored lead of the shopper with this e-mail, as its database row. */
export async function leadRowOf(
  databaseUrl: string,
  email: string,
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const until = Date.now() + timeoutMs
    for (;;) {
      const { rows } = await db.query('SELECT * FROM leads WHERE title LIKE $1 ORDER BY id DESC LIMIT 1', [
        `%<${email}>`,
      ])
      if (rows[0]) return rows[0] as Record<string, unknown>
      if (Date.now() > until) throw new Error(`no lead from ${email}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  } finally {
    await db.end()
  }
}

/** The e-mail carrying the shopper's address, parsed. */
export async function mailOf(mailDir: string, needle: string): Promise<Email> {
  return PostalMime.parse(await rawMailContaining(mailDir, needle))
}

/** libxml2's complaints about an ADF document against the ADF 1.0 DTD, or '' when valid (issue 35: no xmllint). */
export function adfProblems(xml: string): string {
  return dtdProblems(xml, path.resolve('src/domain/leads/adf/adf-1.0.dtd'))
}

/**
 * Follows a link of the header or footer that leads to a page not seen yet, as a shopper does, and
 * returns whether it stayed a client-side navigation (the document and its JavaScript state
 * survived). `seen` gains the path.
 */
export async function clientNavigate(page: Page, baseUrl: string, seen: Set<string>): Promise<boolean> {
  const href = await page.locator('footer a[href^="/"], header a[href^="/"]').evaluateAll(
    (links, known) => {
      for (const a of links) a.removeAttribute('data-journey-next')
      const next = links.find((a) => {
        const h = a.getAttribute('href') ?? ''
        return (
          a.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
          a.getBoundingClientRect().width > 0 &&
          !h.includes('#') &&
          !h.startsWith('/legal') &&
          !known.includes(h)
        )
      })
      next?.setAttribute('data-journey-next', '')
      return next?.getAttribute('href') ?? null
    },
    [...seen],
  )
  if (!href) throw new Error('no new page to go to in the header or footer')
  seen.add(href)
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
  await page.locator('[data-journey-next]').click()
  await page.waitForURL(`${baseUrl}${href}`)
  await page.locator('h1').first().waitFor()
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

/** The store picker in the header, as a shopper uses it (the toggle answers once React has hydrated). */
export async function pickStore(page: Page, name: string): Promise<void> {
  const toggle = page.locator('.store-picker__toggle')
  await expect
    .poll(
      async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
        return toggle.getAttribute('aria-expanded')
      },
      { timeout: 15_000 },
    )
    .toBe('true')
  await page
    .locator('.store-picker__panel')
    .getByRole('button', { name: new RegExp(name) })
    .click()
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'userSelectedStore')).toBe(true)
}
