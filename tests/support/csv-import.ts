/**
 * A CSV import from the admin, as marketing runs it (issue 3 "Feeds"): the file chosen on
 * CSV imports → Create, saved, and the record's progress panel, which says when the job finished.
 */
import type { Locator, Page } from 'playwright-core'

/** Uploads `csv` on a page already signed in as staff; answers the import's progress panel. */
export async function uploadCsvImport(page: Page, baseUrl: string, csv: string, fileName: string): Promise<Locator> {
  await page.goto(`${baseUrl}/admin/collections/csv-imports/create`)
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/admin\/collections\/csv-imports\/\d+/, { timeout: 30_000 })
  return page.getByTestId('csv-import-progress')
}
