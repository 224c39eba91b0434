/**
 * The full credit application (/auto-financing/full-credit-application) as a shopper walks it,
 * shared by the financing test (what is stored and e-mailed) and the accessibility test (axe on
 * every step).
 */
import type { Page } from 'playwright-core'

export type CreditApplicant = {
  firstName: string
  lastName: string
  email: string
  phone: string
  ssn: string
  dateOfBirth: string
}

type Walk = {
  /** Runs once each step shows: 'applicant with errors' (the first Next pressed empty), then each step's title. */
  onStep?: (step: string) => Promise<void>
  /** An SSN the form must refuse, typed before the applicant's own. */
  refusedSsn?: string
}

/** From the form's first step to "Review and sign", with the applicant's details and no co-applicant. */
export async function walkCreditApplication(
  page: Page,
  baseUrl: string,
  applicant: CreditApplicant,
  walk: Walk = {},
): Promise<void> {
  const next = () => page.getByRole('button', { name: 'Next', exact: true }).click()
  const step = async (title: string) => {
    await page.getByRole('heading', { level: 2, name: title }).waitFor()
    await walk.onStep?.(title)
  }
  await page.goto(`${baseUrl}/auto-financing/full-credit-application`)
  await next()
  await page.getByText('Enter your first name.').waitFor()
  await walk.onStep?.('applicant with errors')
  await page.getByLabel(/^First name/).fill(applicant.firstName)
  await page.getByLabel(/^Last name/).fill(applicant.lastName)
  await page.getByLabel(/^E-mail/).fill(applicant.email)
  await page.getByLabel(/^Phone/).fill(applicant.phone)
  await next()
  await step('Residence')
  await page.getByLabel(/^Street address/).fill('100 Main St')
  await page.getByLabel(/^City/).fill('Moline')
  await page.getByLabel(/^State/).fill('IL')
  await page.getByLabel(/^ZIP code/).fill('61265')
  await page.getByLabel(/^Housing/).selectOption('rent')
  await next()
  await step('Employment')
  await page.getByLabel(/^Employment status/).selectOption('employed')
  await next()
  await step('Income')
  await page.getByLabel(/^Gross monthly income/).fill('5200')
  await next()
  await step('Co-applicant')
  await next()
  await step('SSN and date of birth')
  await page.getByLabel(/^Date of birth/).fill(applicant.dateOfBirth)
  if (walk.refusedSsn) {
    await page.getByLabel(/^Social Security number/).fill(walk.refusedSsn)
    await next()
    await page.getByText('Please enter a valid Social Security number').waitFor()
  }
  await page.getByLabel(/^Social Security number/).fill(applicant.ssn)
  await next()
  await step('Review and sign')
}
