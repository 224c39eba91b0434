/** The contact form (/contact-us) as a shopper fills it in, by its visible labels. */
import type { Page } from 'playwright-core'

export type ContactDetails = { firstName: string; lastName: string; email: string; phone: string; message: string }

export async function fillContactForm(page: Page, details: ContactDetails): Promise<void> {
  await page.getByLabel('First name').fill(details.firstName)
  await page.getByLabel('Last name').fill(details.lastName)
  await page.getByLabel('E-mail').fill(details.email)
  await page.getByLabel('Phone').fill(details.phone)
  await page.getByLabel('Message').fill(details.message)
}
