/**
 * The shared e-mail alert sign-up form (src/components/alerts; price-drop alerts and saved
 * searches, issue 38) as a shopper on a phone meets it: opened by its toggle, the focus in the
 * e-mail field, the page no wider than the phone, and the spec's e-mail rule refused with its
 * message (site.md section 5), announced and tied to the field, with no axe violation.
 */
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { audit } from './axe'

export type AlertFormCheck = {
  page: Page
  /** The form once opened (its accessible name differs per kind). */
  form: Locator
  /** The form's send button's name. */
  submit: string
  /** What axe audits, and how its report names the place. */
  auditScope: { label: string; selector: string }
  /** The phone's viewport width. */
  width?: number
}

/** Checks the opened form as described above; answers its e-mail field for the rest of the journey. */
export async function expectAlertFormRefusesBadEmail(check: AlertFormCheck): Promise<Locator> {
  const { page, form, submit, auditScope, width = 412 } = check
  const input = form.getByLabel('E-mail')
  await input.waitFor()
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await input.fill('shopper@example.c')
  await form.getByRole('button', { name: submit }).click()
  await form.getByText('Please enter a valid email address').first().waitFor()
  expect(await input.getAttribute('aria-invalid')).toBe('true')
  expect(await form.getByRole('alert').textContent()).toBe('Please enter a valid email address')
  expect(await audit(page, auditScope.label, auditScope.selector)).toEqual([])
  return input
}
